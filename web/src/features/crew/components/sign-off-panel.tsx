import { useId, useRef, useState, type PointerEvent } from 'react';
import type { CrewJob } from '@shared/jobs/schemas/crew.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { phoneId, type NewQueuedItem, type QueuedItem } from '../lib/offline-queue';
import { useCrew } from './crew-context';

/** The homeowner signs on the crew member's phone at completion: signature, name and notes. */
export function SignOffPanel({
  job,
  queue,
  onSign,
}: {
  job: CrewJob;
  queue: readonly QueuedItem[];
  onSign: (item: NewQueuedItem) => Promise<void>;
}) {
  const { t } = useCrew();
  const id = useId();
  const pad = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState(false);
  const queued = queue.some((item) => item.kind === 'sign-off' && item.projectId === job.id);

  if (job.signed_off || queued)
    return (
      <section className="rounded-xl border border-green-200 bg-green-50 p-4">
        <h2 className="text-lg font-bold text-slate-900">{t('signOff')}</h2>
        <p className="mt-1 font-medium text-green-800">✓ {t('signedOff')}</p>
      </section>
    );

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const canvas = event.currentTarget;
    return [
      ((event.clientX - box.left) / box.width) * canvas.width,
      ((event.clientY - box.top) / box.height) * canvas.height,
    ];
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d')!;
    const [x, y] = point(event);
    context.lineWidth = 4;
    context.lineCap = 'round';
    context.strokeStyle = '#0f172a';
    context.beginPath();
    context.moveTo(x, y);
    drawing.current = true;
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d')!;
    const [x, y] = point(event);
    context.lineTo(x, y);
    context.stroke();
    setSigned(true);
  };
  const clear = () => {
    const canvas = pad.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setSigned(false);
  };
  const submit = async () => {
    if (!signed || !name.trim() || !pad.current) {
      setError(true);
      return;
    }
    setError(false);
    await onSign({
      kind: 'sign-off',
      id: phoneId(),
      projectId: job.id,
      name: name.trim(),
      notes: notes.trim() || undefined,
      signature: pad.current.toDataURL('image/png'),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('signOff')}
      </h2>
      <p className="text-sm text-slate-600">{t('signOffIntro')}</p>
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">{t('signHere')}</p>
        <canvas
          ref={pad}
          width={600}
          height={200}
          aria-label={t('signHere')}
          className="h-32 w-full touch-none rounded-lg border-2 border-dashed border-slate-300 bg-white"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={() => (drawing.current = false)}
          onPointerLeave={() => (drawing.current = false)}
        />
        <button type="button" className="mt-1 text-sm text-brand-700 underline" onClick={clear}>
          {t('clearSignature')}
        </button>
      </div>
      <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-name`}>
        {t('homeownerName')}
      </label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={120}
        onChange={(event) => setName(event.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
      />
      <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-notes`}>
        {t('notes')}
      </label>
      <textarea
        id={`${id}-notes`}
        value={notes}
        maxLength={500}
        rows={2}
        onChange={(event) => setNotes(event.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
      />
      {error && <Alert variant="error">{t('needSignature')}</Alert>}
      <Button className="w-full" onClick={() => void submit()}>
        {t('submitSignOff')}
      </Button>
    </section>
  );
}
