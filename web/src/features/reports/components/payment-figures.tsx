import { useMemo } from 'react';
import { formatMoney, formatMonth } from '@shared/kernel/format.js';
import type { ReportResponse } from '@shared/jobs/schemas/reports.js';
import { FigureCard, FigureSection } from './figure-card';
import { ReportChart } from './report-chart';

const GREEN = '#15803d';

/**
 * The figures of homeowner payments: collected revenue by month (net of refunds) and the median days
 * from signing to the deposit paid. Nothing when the answer has no payment figures (an older API).
 */
export function PaymentFigures({ report }: { report: ReportResponse }) {
  const collected = report.collected_revenue;
  const labels = useMemo(
    () => (collected?.trend ?? []).map((point) => formatMonth(`${point.month}-01`)),
    [collected],
  );
  const series = useMemo(
    () => [
      {
        label: 'Collected revenue',
        data: (collected?.trend ?? []).map((point) => point.amount),
        colour: GREEN,
      },
    ],
    [collected],
  );
  if (!collected || report.days_to_deposit === undefined) return null;
  const days = report.days_to_deposit;
  return (
    <FigureSection id="payments-heading" title="Homeowner payments">
      <div className="grid gap-6 lg:grid-cols-3">
        <FigureCard
          figure="collectedRevenue"
          rows={collected.trend.map((point) => [point.month, point.amount])}
          className="lg:col-span-2"
        >
          <p className="text-3xl font-bold tabular-nums text-brand-950" data-testid="collected-revenue">
            {formatMoney(collected.total)}
          </p>
          <p className="mb-3 text-sm text-slate-600">received, less refunds</p>
          <ReportChart
            type="bar"
            labels={labels}
            series={series}
            label="Collected revenue by month"
            unit="money"
          />
        </FigureCard>
        <FigureCard figure="daysToDeposit" rows={[[days ?? '']]}>
          <p className="text-3xl font-bold tabular-nums text-brand-950" data-testid="days-to-deposit">
            {days === null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`}
          </p>
          <p className="mt-1 text-sm text-slate-600">median, signing to deposit paid</p>
        </FigureCard>
      </div>
    </FigureSection>
  );
}
