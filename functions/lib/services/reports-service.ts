import { decodeTime } from 'ulid';
import { planOf } from '../../../shared/domain/plans.js';
import {
  daysBetween,
  monthOf,
  monthsBetween,
  reportFigures,
  type ReportEvent,
} from '../../../shared/domain/reports.js';
import type { ReportQuery, ReportResponse } from '../../../shared/schemas/reports.js';
import { getAccount } from '../data/accounts.js';
import type { ProposalRecord } from '../data/proposals.js';
import { addReportEvent, listReportMonths, measurementsUsedIn } from '../data/reports.js';
import { errorFields, log } from '../log.js';
import type { Caller } from '../middleware/authenticate.js';

// Reports & Analytics: the write-time hooks (one call each from estimates, proposals and signing)
// and the read side. A hook never fails the business action it follows: a lost count is logged.

const dollars = (cents: number) => Math.round(cents) / 100;

async function count(accountId: string, eventKey: string, at: Date, event: ReportEvent): Promise<void> {
  try {
    await addReportEvent(accountId, eventKey, monthOf(at), event, at);
  } catch (error) {
    log('error', 'report counter not updated', { accountId, eventKey, ...errorFields(error) });
  }
}

/** Hook: an estimate was created (the address typed). */
export function recordEstimateCreated(accountId: string, estimateId: string, at: Date): Promise<void> {
  return count(accountId, `estimate-created#${estimateId}`, at, { kind: 'estimate-created' });
}

/** Days from an estimate's creation (its ULID's time) to `at`; 0 for an id that is not a ULID. */
function daysSinceEstimate(estimateId: string, at: Date): number {
  try {
    return Math.max(0, daysBetween(decodeTime(estimateId), at.getTime()));
  } catch {
    return 0;
  }
}

/** Hook: a proposal was sent, viewed, accepted or declined (each counted once per proposal). */
export function recordProposalEvent(
  proposal: Pick<ProposalRecord, 'accountId' | 'proposalId' | 'estimateId' | 'totalCents' | 'complexity'>,
  kind: 'sent' | 'viewed' | 'accepted' | 'declined',
  at: Date,
): Promise<void> {
  const event: ReportEvent =
    kind === 'sent'
      ? {
          kind: 'proposal-sent',
          cents: proposal.totalCents,
          daysSinceEstimate: daysSinceEstimate(proposal.estimateId, at),
        }
      : kind === 'viewed'
        ? { kind: 'proposal-viewed', cents: proposal.totalCents }
        : kind === 'accepted'
          ? { kind: 'proposal-accepted', cents: proposal.totalCents, complexity: proposal.complexity }
          : { kind: 'proposal-declined', complexity: proposal.complexity };
  const key = kind === 'accepted' || kind === 'declined' ? 'decided' : kind;
  return count(proposal.accountId, `proposal-${key}#${proposal.proposalId}`, at, event);
}

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
      total: dollars(figures.revenue.totalCents),
      signed: figures.revenue.signed,
      trend: figures.revenue.trend.map((point) => ({ month: point.month, amount: dollars(point.cents) })),
    },
    pipeline: figures.pipeline.map((stage) => ({
      stage: stage.stage,
      count: stage.count,
      value: dollars(stage.valueCents),
    })),
    median_days: {
      address_to_sent: figures.medianDays.addressToSent,
      sent_to_signed: figures.medianDays.sentToSigned,
    },
    measurements: figures.measurements,
    complexity: figures.complexity,
  };
}
