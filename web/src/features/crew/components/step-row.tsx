import { useId, useState, type ChangeEvent } from 'react';
import { NOT_DONE_REASONS, type NotDoneReason } from '@shared/jobs/crew.js';
import type { CrewPhase } from '@shared/jobs/schemas/crew.js';
import { Button } from '../../../components/ui/button';
import { categoryLabel, reasonLabel } from '../i18n/strings';
import { useCrew } from './crew-context';

type Step = CrewPhase['steps'][number];

/** One checklist step: its required photo, a camera button, and "not done, because…". */
export function StepRow({
  step,
  onPhoto,
  onNotDone,
}: {
  step: Step;
  onPhoto: (file: File) => void;
  onNotDone: (value: { reason: NotDoneReason; note?: string } | null) => void;
}) {
  const { t, language } = useCrew();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<NotDoneReason>('weather');
  const [note, setNote] = useState('');
  const done = step.photos > 0;
  const name = categoryLabel(language, step.category);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPhoto(file);
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <span aria-hidden className={done ? 'text-green-600' : 'text-slate-400'}>
              {done ? '✓ ' : '○ '}
            </span>
            {name}
          </p>
          <p className="text-sm text-slate-600">
            {t('requiredPhoto')} · {t('photosTaken', { n: step.photos })}
          </p>
          {step.not_done && (
            <p className="mt-1 text-sm font-medium text-amber-700">
              {t('notDoneSaved', { reason: reasonLabel(language, step.not_done.reason) })}
              {step.not_done.note ? ` — ${step.not_done.note}` : ''}
            </p>
          )}
        </div>
        <label
          htmlFor={`${id}-camera`}
          className="shrink-0 cursor-pointer rounded-lg bg-brand-900 px-3 py-2 text-sm font-semibold text-white focus-within:ring-2"
        >
          {t('takePhoto')}
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-label={`${t('takePhoto')}: ${name}`}
            onChange={chosen}
          />
        </label>
      </div>
      {!done && !open && (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-700 underline"
          onClick={() => setOpen(true)}
        >
          {t('notDone')}
        </button>
      )}
      {open && (
        <div className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3">
          <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-reason`}>
            {t('reason')}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as NotDoneReason)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          >
            {NOT_DONE_REASONS.map((value) => (
              <option key={value} value={value}>
                {reasonLabel(language, value)}
              </option>
            ))}
          </select>
          <label className="block text-sm font-medium text-slate-700" htmlFor={`${id}-note`}>
            {t('note')}
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={300}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                onNotDone({ reason, note: note.trim() || undefined });
                setOpen(false);
              }}
            >
              {t('save')}
            </Button>
            {step.not_done && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onNotDone(null);
                  setOpen(false);
                }}
              >
                {t('clear')}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
