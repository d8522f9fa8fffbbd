import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { drawMarks, renderPhoto, shrunkSize, toJpeg, type Mark, type Point } from '../lib/photo';
import { useCrew } from './crew-context';

type Tool = 'arrow' | 'circle' | 'label';

/**
 * The photo just taken, shrunk, with simple markup before it is saved: drag for an arrow or a circle,
 * tap for a text label. Saves a JPEG of at most 400 KB.
 */
export function PhotoEditor({
  bitmap,
  title,
  onSave,
  onCancel,
}: {
  bitmap: ImageBitmap;
  title: string;
  onSave: (jpeg: Blob) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useCrew();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [marks, setMarks] = useState<Mark[]>([]);
  const [tool, setTool] = useState<Tool>('arrow');
  const [labelText, setLabelText] = useState('');
  const [start, setStart] = useState<Point | null>(null);
  const [saving, setSaving] = useState(false);
  const size = shrunkSize(bitmap.width, bitmap.height);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    drawMarks(context, marks);
  }, [bitmap, marks, size.width, size.height]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * size.width,
      y: ((event.clientY - box.top) / box.height) * size.height,
    };
  };

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const point = pointOf(event);
    if (tool === 'label') {
      if (labelText.trim())
        setMarks((list) => [...list, { type: 'label', at: point, text: labelText.trim() }]);
      return;
    }
    setStart(point);
  };

  const onUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!start || tool === 'label') return;
    const end = pointOf(event);
    setMarks((list) => [...list, { type: tool, from: start, to: end }]);
    setStart(null);
  };

  const save = async () => {
    setSaving(true);
    try {
      await onSave(await toJpeg(renderPhoto(bitmap, marks)));
    } finally {
      setSaving(false);
    }
  };

  const tools: { id: Tool; label: string }[] = [
    { id: 'arrow', label: t('arrow') },
    { id: 'circle', label: t('circle') },
    { id: 'label', label: t('label') },
  ];

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('markup')}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white"
    >
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <h2 className="truncate text-base font-semibold">{title}</h2>
        <Button size="sm" variant="ghost" className="text-white hover:bg-white/10" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center px-2">
        <canvas
          ref={canvas}
          width={size.width}
          height={size.height}
          aria-label={t('markup')}
          className="max-h-full max-w-full touch-none"
          onPointerDown={onDown}
          onPointerUp={onUp}
        />
      </div>
      <div className="space-y-2 px-3 py-3">
        <div className="flex gap-2" role="group" aria-label={t('markup')}>
          {tools.map((entry) => (
            <button
              key={entry.id}
              type="button"
              aria-pressed={tool === entry.id}
              onClick={() => setTool(entry.id)}
              className={cn(
                'flex-1 rounded-lg border px-3 py-2 text-sm font-medium',
                tool === entry.id ? 'border-yellow-400 bg-yellow-400 text-slate-950' : 'border-white/30',
              )}
            >
              {entry.label}
            </button>
          ))}
          <button
            type="button"
            onClick={() => setMarks((list) => list.slice(0, -1))}
            disabled={marks.length === 0}
            className="rounded-lg border border-white/30 px-3 py-2 text-sm disabled:opacity-40"
          >
            {t('undo')}
          </button>
        </div>
        {tool === 'label' && (
          <input
            aria-label={t('labelText')}
            placeholder={t('labelText')}
            value={labelText}
            onChange={(event) => setLabelText(event.target.value)}
            className="w-full rounded-lg border border-white/30 bg-slate-900 px-3 py-2 text-base"
          />
        )}
        <Button variant="accent" className="w-full" onClick={() => void save()} disabled={saving}>
          {t('savePhoto')}
        </Button>
      </div>
    </div>
  );
}
