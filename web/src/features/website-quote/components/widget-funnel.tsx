import type { WidgetFunnel } from '@shared/widget/schemas/widget.js';
import { formatMonth } from '@shared/kernel/format.js';

/** The widget's funnel of one month as bars, each step's share of the views beside it. */
export function FunnelBars({ funnel }: { funnel: WidgetFunnel }) {
  const views = funnel.steps[0]?.count ?? 0;
  return (
    <div>
      <p className="text-sm text-slate-600">{formatMonth(`${funnel.month}-01T00:00:00Z`)}</p>
      <ol className="mt-2 space-y-2">
        {funnel.steps.map((step) => {
          const share = views ? Math.round((step.count / views) * 100) : 0;
          return (
            <li key={step.step} className="grid grid-cols-[9rem_1fr_4rem] items-center gap-3 text-sm">
              <span className="text-slate-700">{step.label}</span>
              <span className="h-3 rounded bg-slate-100" aria-hidden="true">
                <span className="block h-3 rounded bg-brand-600" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right font-medium tabular-nums text-slate-900">{step.count}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
