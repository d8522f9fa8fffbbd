import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Colours of a badge; `muted` is grey text on grey for something no longer in play. */
export type BadgeTone = 'green' | 'amber' | 'slate' | 'muted' | 'red' | 'blue' | 'violet';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  muted: 'bg-slate-100 text-slate-500 ring-slate-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** A small rounded status label. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
