import { useMemo, useState, type ReactNode } from 'react';
import { formatMoney, formatMonth, formatPercent } from '@shared/kernel/format.js';
import { PIPELINE_LABELS } from '@shared/jobs/reports.js';
import type { ReportResponse } from '@shared/jobs/schemas/reports.js';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { TableHead } from '../../../components/ui/table-head';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useReport } from '../api/reports';
import { FigureCard } from '../components/figure-card';
import { OptionFigures } from '../components/option-figures';
import { PaymentFigures } from '../components/payment-figures';
import { ReportChart } from '../components/report-chart';

const NAVY = '#1e3a5f';
const ORANGE = '#f97316';
const SLATE = '#94a3b8';

function monthsAgo(count: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1));
  return date.toISOString().slice(0, 7);
}

const monthLabel = (month: string) => formatMonth(`${month}-01`);
const days = (value: number | null) => (value === null ? '—' : `${value} days`);

function Figures({ report }: { report: ReportResponse }) {
  const trendLabels = useMemo(() => report.revenue.trend.map((point) => monthLabel(point.month)), [report]);
  const trend = useMemo(
    () => [
      { label: 'Revenue signed', data: report.revenue.trend.map((point) => point.amount), colour: ORANGE },
    ],
    [report],
  );
  const pipelineLabels = useMemo(
    () => report.pipeline.map((stage) => PIPELINE_LABELS[stage.stage]),
    [report],
  );
  const pipeline = useMemo(
    () => [{ label: 'Jobs', data: report.pipeline.map((stage) => stage.count), colour: NAVY }],
    [report],
  );
  const complexityLabels = useMemo(() => report.complexity.map((row) => row.complexity), [report]);
  const complexity = useMemo(
    () => [
      { label: 'Accepted', data: report.complexity.map((row) => row.accepted), colour: NAVY },
      { label: 'Declined', data: report.complexity.map((row) => row.declined), colour: SLATE },
    ],
    [report],
  );
  const { close_rate: close, measurements } = report;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FigureCard figure="closeRate" rows={[[close.sent, close.accepted, close.rate ?? '']]}>
        <p className="text-4xl font-bold tabular-nums text-brand-950" data-testid="close-rate">
          {close.rate === null ? '—' : formatPercent(close.rate * 100)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {close.accepted} accepted of {close.sent} sent
        </p>
      </FigureCard>
      <FigureCard figure="revenue" rows={report.revenue.trend.map((point) => [point.month, point.amount])}>
        <p className="text-3xl font-bold tabular-nums text-brand-950">{formatMoney(report.revenue.total)}</p>
        <p className="mb-3 text-sm text-slate-600">
          {report.revenue.signed} {report.revenue.signed === 1 ? 'contract' : 'contracts'} signed
        </p>
        <ReportChart
          type="line"
          labels={trendLabels}
          series={trend}
          label="Revenue signed by month"
          unit="money"
        />
      </FigureCard>
      <FigureCard
        figure="pipeline"
        rows={report.pipeline.map((stage) => [stage.stage, stage.count, stage.value])}
        className="lg:col-span-2"
      >
        <div className="grid gap-4 md:grid-cols-[2fr_3fr]">
          <table className="w-full text-sm" data-testid="pipeline-table">
            <TableHead
              tone="quiet"
              cellClassName="py-1"
              headings={[
                'Stage',
                { label: 'Jobs', className: 'text-right' },
                { label: 'Value', className: 'text-right' },
              ]}
            />
            <tbody>
              {report.pipeline.map((stage) => (
                <tr key={stage.stage} className="border-t border-slate-100">
                  <td className="py-1">{PIPELINE_LABELS[stage.stage]}</td>
                  <td className="py-1 text-right tabular-nums">{stage.count}</td>
                  <td className="py-1 text-right tabular-nums">
                    {stage.stage === 'estimate' ? '—' : formatMoney(stage.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ReportChart
            type="bar"
            labels={pipelineLabels}
            series={pipeline}
            label="Jobs reaching each stage"
          />
        </div>
      </FigureCard>
      <FigureCard
        figure="medianTimes"
        rows={[
          ['Address to proposal sent', report.median_days.address_to_sent ?? ''],
          ['Proposal sent to signed', report.median_days.sent_to_signed ?? ''],
        ]}
      >
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-xs text-slate-500">Address → proposal sent</dt>
            <dd className="text-2xl font-bold tabular-nums text-brand-950">
              {days(report.median_days.address_to_sent)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Proposal sent → signed</dt>
            <dd className="text-2xl font-bold tabular-nums text-brand-950">
              {days(report.median_days.sent_to_signed)}
            </dd>
          </div>
        </dl>
      </FigureCard>
      <FigureCard figure="measurements" rows={[[measurements.used, measurements.quota ?? 'unlimited']]}>
        <p className="text-2xl font-bold tabular-nums text-brand-950">
          {measurements.used}{' '}
          <span className="text-base font-medium text-slate-600">of {measurements.quota ?? 'unlimited'}</span>
        </p>
        {measurements.quota !== null && (
          <div className="mt-3 h-3 rounded-full bg-slate-200" role="presentation">
            <div
              className="h-3 rounded-full bg-accent-500"
              style={{
                width: `${Math.min(100, (measurements.used / Math.max(1, measurements.quota)) * 100)}%`,
              }}
            />
          </div>
        )}
      </FigureCard>
      <FigureCard
        figure="complexity"
        rows={report.complexity.map((row) => [row.complexity, row.accepted, row.declined])}
        className="lg:col-span-2"
      >
        <ReportChart
          type="bar"
          labels={complexityLabels}
          series={complexity}
          label="Accepted and declined proposals by roof complexity"
        />
      </FigureCard>
    </div>
  );
}

/** /dashboard/reports (reports.read): the account's figures over a range of months, from write-time counters. */
export function ReportsPage({ extra }: { extra?: ReactNode } = {}) {
  usePageTitle('Reports & Analytics');
  const [from, setFrom] = useState(() => monthsAgo(5));
  const [to, setTo] = useState(() => monthsAgo(0));
  const report = useReport({ from, to });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports & Analytics"
        description="How sales and jobs are going, month by month."
        actions={
          <div className="grid grid-cols-2 gap-2 [&>*]:min-w-0">
            <Input
              label="From"
              type="month"
              value={from}
              max={to}
              onChange={(event) => event.target.value && setFrom(event.target.value)}
            />
            <Input
              label="To"
              type="month"
              value={to}
              min={from}
              onChange={(event) => event.target.value && setTo(event.target.value)}
            />
          </div>
        }
      />
      {report.isPending ? (
        <PageSpinner label="Loading reports..." />
      ) : report.isError ? (
        <Alert variant="error">
          {errorMessage(report.error, 'Failed to load the reports. Please try again.')}
        </Alert>
      ) : (
        <>
          <Figures report={report.data} />
          <OptionFigures report={report.data} />
          <PaymentFigures report={report.data} />
        </>
      )}
      {extra}
    </div>
  );
}
