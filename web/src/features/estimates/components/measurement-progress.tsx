import { useEffect, useState } from 'react';
import { STUCK_MEASUREMENT_SECONDS, type MeasurementStatus } from '@shared/estimates/schemas/estimates.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

const STEPS = [
  { key: 'queued', label: 'Queued', hint: 'Waiting for the measurement service' },
  { key: 'measuring', label: 'Measuring', hint: 'Locating the building and reading its roof planes' },
  { key: 'measured', label: 'Priced', hint: 'Measured and priced with your rates' },
] as const;

/** Props of MeasurementProgress. */
export interface MeasurementProgressProps {
  status: MeasurementStatus;
  /** When the estimate last changed; a measurement idle for minutes offers a retry. */
  updatedAt: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The queued → measuring → priced stepper shown while the roof is being measured. */
export function MeasurementProgress({ status, updatedAt, retrying, onRetry }: MeasurementProgressProps) {
  const current = STEPS.findIndex((step) => step.key === status);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const stuck = now - Date.parse(updatedAt) > STUCK_MEASUREMENT_SECONDS * 1000;
  return (
    <Card className="p-5 sm:p-6" aria-live="polite">
      <div className="flex items-center gap-3">
        <Spinner label="Measuring the roof" />
        <div>
          <h2 className="font-semibold text-brand-950">Measuring the roof from aerial imagery</h2>
          <p className="text-sm text-slate-600">
            This usually takes a few seconds. The page updates by itself.
          </p>
        </div>
      </div>
      <ol className="mt-5 grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step.key}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'rounded-lg border px-4 py-3',
                active
                  ? 'border-accent-300 bg-accent-50'
                  : done
                    ? 'border-green-200 bg-green-50'
                    : 'border-slate-200 bg-white',
              )}
            >
              <p
                className={cn(
                  'flex items-center gap-2 text-sm font-semibold',
                  done ? 'text-green-800' : active ? 'text-accent-800' : 'text-slate-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full text-[11px] text-white',
                    done ? 'bg-green-600' : active ? 'bg-accent-500' : 'bg-slate-300',
                  )}
                >
                  {done ? '✓' : index + 1}
                </span>
                {step.label}
                <span className="sr-only">{done ? '(done)' : active ? '(in progress)' : '(to do)'}</span>
              </p>
              <p className="mt-1 text-xs text-slate-600">{step.hint}</p>
            </li>
          );
        })}
      </ol>
      {stuck && (
        <div className="mt-5 flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
          <p>This is taking longer than usual. You can start the measurement again.</p>
          <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
            Retry measurement
          </Button>
        </div>
      )}
    </Card>
  );
}
