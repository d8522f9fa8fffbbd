import { Link } from 'react-router';
import type { SetupStep } from '@shared/accounts/first-day.js';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

/** The setup checklist of a new account: each step links to its page and is ticked from saved data. */
export function SetupChecklist({ steps }: { steps: readonly SetupStep[] }) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <Card className="p-5" aria-labelledby="setup-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="setup-title" className="text-lg font-semibold text-brand-950">
          Set up your company
        </h2>
        <p className="shrink-0 text-sm whitespace-nowrap text-slate-600" data-testid="setup-progress">
          {done} of {steps.length} done
        </p>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">Your proposals and contracts read these details.</p>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Setup steps">
        {steps.map((step) => (
          <li key={step.key} data-step={step.key} data-done={step.done}>
            <Link
              to={step.to}
              className="flex items-center gap-3 rounded-md py-2.5 text-sm hover:bg-slate-50"
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full ring-1',
                  step.done
                    ? 'bg-green-600 text-white ring-green-600'
                    : 'bg-white text-transparent ring-slate-300',
                )}
                aria-hidden="true"
              >
                <Icon name="check" className="size-4" />
              </span>
              <span
                className={cn(
                  'flex-1',
                  step.done ? 'text-slate-500 line-through' : 'font-medium text-brand-950',
                )}
              >
                {step.label}
              </span>
              <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
              {!step.done && <span className="text-brand-700 underline">Go</span>}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
