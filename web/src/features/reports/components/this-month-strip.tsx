import { Link } from 'react-router';
import { formatMoney, formatPercent } from '@shared/kernel/format.js';
import { useReport } from '../api/reports';

/** The dashboard home's "this month" strip, from the same counters as the reports (no charts loaded). */
export function ThisMonthStrip() {
  const report = useReport({});
  if (!report.data) return null;
  const { close_rate: close, revenue, pipeline } = report.data;
  const estimates = pipeline.find((stage) => stage.stage === 'estimate')?.count ?? 0;
  const cells: [string, string][] = [
    ['Estimates', String(estimates)],
    ['Proposals sent', String(close.sent)],
    ['Close rate', close.rate === null ? '—' : formatPercent(close.rate * 100)],
    ['Revenue signed', formatMoney(revenue.total)],
  ];
  return (
    <section aria-labelledby="this-month" className="rounded-xl bg-brand-950 p-4 text-white">
      <div className="flex items-baseline justify-between">
        <h2 id="this-month" className="text-sm font-semibold uppercase tracking-wide text-accent-300">
          This month
        </h2>
        <Link to="/dashboard/reports" className="text-sm text-white underline">
          Reports
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="this-month-strip">
        {cells.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-300">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
