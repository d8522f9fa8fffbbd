import type { ReactNode } from 'react';
import type { MeasurementStatus } from '@shared/schemas/estimates.js';
import { cn } from '../../../lib/cn';

type Tone = 'green' | 'amber' | 'slate' | 'red' | 'blue' | 'violet';

const tones: Record<Tone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** A small rounded label. */
export function Badge({
  tone,
  children,
  className,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** "Simulated imagery": the measurement came from the local simulator, not Google. */
export function SimulatedBadge() {
  return (
    <Badge tone="violet">
      <svg
        className="size-3.5"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path
          d="M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1m-8.6 8.6-2.1 2.1"
          strokeLinecap="round"
        />
      </svg>
      Simulated imagery
    </Badge>
  );
}

const MEASUREMENT_LABELS: Record<MeasurementStatus, [string, Tone]> = {
  queued: ['Queued', 'slate'],
  measuring: ['Measuring', 'blue'],
  measured: ['Priced', 'green'],
  failed: ['Measurement failed', 'red'],
};

/** Where the roof measurement is. */
export function MeasurementBadge({ status }: { status: MeasurementStatus }) {
  const [label, tone] = MEASUREMENT_LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** A yes/no flag (proposal sent, accepted, contract signed). */
export function FlagBadge({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return <Badge tone={on ? 'green' : 'slate'}>{on ? yes : no}</Badge>;
}
