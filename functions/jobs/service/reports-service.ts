import { planOf } from '@shared/kernel/plans.js';
import { monthOf, monthsBetween, reportFigures } from '@shared/jobs/reports.js';
import type { ReportQuery, ReportResponse } from '@shared/jobs/schemas/reports.js';
import { getAccount } from '../../accounts/index.js';
import { listReportMonths, measurementsUsedIn } from '../../estimates/index.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { centsAsDollars } from '@shared/kernel/format.js';

// Reports & Analytics: the write-time hooks (one call each from estimates, proposals and signing)
// and the read side. A hook never fails the business action it follows: a lost count is logged.

/** The default range: this month only. */
function rangeOf(query: ReportQuery, now: Date): { from: string; to: string } {
  const thisMonth = monthOf(now);
  const to = query.to ?? (query.from && query.from > thisMonth ? query.from : thisMonth);
  return { from: query.from ?? (to < thisMonth ? to : thisMonth), to };
}

/** GET /api/reports: the figures of the caller's account over a range of months, from the counters. */
export async function reportFor(
  caller: Caller,
  query: ReportQuery,
  now = new Date(),
): Promise<ReportResponse> {
  const { from, to } = rangeOf(query, now);
  const months = monthsBetween(from, to);
  const [counters, used, account] = await Promise.all([
    listReportMonths(caller.accountId, months),
    measurementsUsedIn(caller.accountId, months),
    getAccount(caller.accountId),
  ]);
  for (const month of counters) month.measurementsUsed = used.get(month.month) ?? 0;
  const figures = reportFigures(counters, planOf(account?.tier ?? 'starter').reports);
  return {
    from,
    to,
    months: figures.months,
    close_rate: figures.closeRate,
    revenue: {
      total: centsAsDollars(figures.revenue.totalCents),
      signed: figures.revenue.signed,
      trend: figures.revenue.trend.map((point) => ({
        month: point.month,
        amount: centsAsDollars(point.cents),
      })),
    },
    pipeline: figures.pipeline.map((stage) => ({
      stage: stage.stage,
      count: stage.count,
      value: centsAsDollars(stage.valueCents),
    })),
    median_days: {
      address_to_sent: figures.medianDays.addressToSent,
      sent_to_signed: figures.medianDays.sentToSigned,
    },
    measurements: figures.measurements,
    complexity: figures.complexity,
    option_mix: figures.options.mix,
    average_ticket_cents: figures.options.averageTicketCents,
    upgrade_attach_rate: {
      with_offer: figures.options.upgradeAttach.withOffer,
      with_upgrade: figures.options.upgradeAttach.withUpgrade,
      rate: figures.options.upgradeAttach.rate,
    },
    financing_share: {
      with_offer: figures.options.financing.withOffer,
      financed: figures.options.financing.financed,
      rate: figures.options.financing.rate,
    },
    collected_revenue: {
      total: centsAsDollars(figures.collected.totalCents),
      trend: figures.collected.trend.map((point) => ({
        month: point.month,
        amount: centsAsDollars(point.cents),
      })),
    },
    days_to_deposit: figures.daysToDeposit,
  };
}
