import { COMPLEXITIES, type Complexity } from '../estimates/measurement/types.js';
import { humanLabels } from '../kernel/format.js';

// Reports & Analytics (docs/product.md#jobs): the counters kept at write time per account and month, and the
// pure math that turns a range of months into the figures on screen. Every figure counts events in
// the month they happened (UTC), so adding months never double-counts.

/** One account-month of counters, as the data layer reads it. Money in cents, durations in days. */
export interface ReportMonth {
  month: string;
  estimates: number;
  sent: number;
  sentCents: number;
  viewed: number;
  viewedCents: number;
  accepted: number;
  acceptedCents: number;
  declined: number;
  signed: number;
  signedCents: number;
  /** Projects moved to Scheduled for the first time this month, and their signed value. */
  scheduled: number;
  scheduledCents: number;
  started: number;
  startedCents: number;
  completed: number;
  completedCents: number;
  acceptedByComplexity: Record<Complexity, number>;
  declinedByComplexity: Record<Complexity, number>;
  /** Days from the estimate (the address typed) to each proposal sent this month. */
  daysToSend: number[];
  /** Days from the proposal sent to each contract signed this month. */
  daysToSign: number[];
  /** Roof measurements counted against the plan this month. */
  measurementsUsed: number;
  /** Proposals accepted with a choice among options (older acceptances count as without). */
  acceptedWithOffer: number;
  /** Of those, accepted with at least one upgrade, and with a financing plan. */
  acceptedWithUpgrade: number;
  acceptedFinanced: number;
  /** Proposals accepted with a choice, by the chosen option's tier label. */
  acceptedByTier: Record<string, number>;
  /** Homeowner payments received this month less refunds recorded this month (docs/decisions.md). */
  collectedCents: number;
  /** Days from the contract signed to its deposit paid, for each deposit paid this month. */
  daysToDeposit: number[];
}

/** A month with nothing recorded. */
export function emptyReportMonth(month: string): ReportMonth {
  const zeros = Object.fromEntries(COMPLEXITIES.map((complexity) => [complexity, 0])) as Record<
    Complexity,
    number
  >;
  return {
    month,
    estimates: 0,
    sent: 0,
    sentCents: 0,
    viewed: 0,
    viewedCents: 0,
    accepted: 0,
    acceptedCents: 0,
    declined: 0,
    signed: 0,
    signedCents: 0,
    scheduled: 0,
    scheduledCents: 0,
    started: 0,
    startedCents: 0,
    completed: 0,
    completedCents: 0,
    acceptedByComplexity: { ...zeros },
    declinedByComplexity: { ...zeros },
    daysToSend: [],
    daysToSign: [],
    measurementsUsed: 0,
    acceptedWithOffer: 0,
    acceptedWithUpgrade: 0,
    acceptedFinanced: 0,
    acceptedByTier: {},
    collectedCents: 0,
    daysToDeposit: [],
  };
}

/** What an acceptance with a choice among options adds to the counters. */
export interface AcceptedChoice {
  tier: string;
  upgrades: number;
  financed: boolean;
}

/** The events that move a counter; the data layer turns each into one atomic ADD. */
export type ReportEvent =
  | { kind: 'estimate-created' }
  | { kind: 'proposal-sent'; cents: number; daysSinceEstimate: number }
  | { kind: 'proposal-viewed'; cents: number }
  | { kind: 'proposal-accepted'; cents: number; complexity: Complexity; choice?: AcceptedChoice }
  | { kind: 'proposal-declined'; complexity: Complexity }
  | { kind: 'contract-signed'; cents: number; daysSinceSent: number | null }
  | { kind: 'project-scheduled'; cents: number }
  | { kind: 'project-started'; cents: number }
  | { kind: 'project-completed'; cents: number }
  /** A change of what a homeowner payment brought in, net of refunds (negative for a refund). */
  | { kind: 'payment-collected'; cents: number }
  | { kind: 'deposit-paid'; daysSinceSigned: number };

/** The stages of the pipeline figure, in order. */
export const PIPELINE_STAGES = [
  'estimate',
  'proposal_sent',
  'viewed',
  'accepted',
  'signed',
  'scheduled',
  'in_progress',
  'completed',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** How each pipeline stage is shown. */
export const PIPELINE_LABELS = humanLabels(PIPELINE_STAGES);

/** One sentence per figure, shown under it on screen. */
export const FIGURE_DEFINITIONS = {
  closeRate: 'Close rate: proposals accepted in the period divided by proposals sent in the period.',
  revenue: 'Revenue signed: the total of contracts signed in the period, by month of signature.',
  pipeline:
    'Pipeline: how many jobs reached each stage in the period and their value (estimates are counted before they are priced).',
  medianTimes:
    'Median times: the middle number of days from the address typed to the proposal sent, and from the proposal sent to the signature.',
  measurements:
    'Measurements: roof measurements used in the period against the plan’s monthly quota for those months.',
  complexity: 'Accepted vs declined: proposals decided in the period, by the measured roof’s complexity.',
} as const;

/** One sentence per figure of proposals with options, shown under it on screen. */
export const OPTION_FIGURE_DEFINITIONS = {
  optionMix: 'Option mix: proposals accepted with options in the period, by the chosen option’s tier.',
  averageTicket:
    'Average ticket: the mean total of the proposals accepted in the period, with or without options.',
  upgradeAttachRate:
    'Upgrade attach rate: proposals accepted with options and at least one upgrade, divided by those accepted with options.',
  financingShare:
    'Financing share: proposals accepted with options and a financing plan chosen, divided by those accepted with options.',
} as const;

/** One sentence per figure of homeowner payments, shown under it on screen. */
export const PAYMENT_FIGURE_DEFINITIONS = {
  collectedRevenue:
    'Collected revenue: homeowner payments received in the period less refunds, by the month each was received or refunded.',
  daysToDeposit:
    'Days to deposit: the middle number of days from the contract signed to its deposit paid, for deposits paid in the period.',
} as const;

/** The months from `from` to `to` (YYYY-MM, inclusive), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const [lastYear, lastMonth] = to.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The middle value (mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of a report, as the API answers them (cents; rates 0–1). */
export interface ReportFigures {
  months: string[];
  closeRate: { sent: number; accepted: number; rate: number | null };
  revenue: { totalCents: number; signed: number; trend: { month: string; cents: number }[] };
  pipeline: { stage: PipelineStage; count: number; valueCents: number }[];
  medianDays: { addressToSent: number | null; sentToSigned: number | null };
  measurements: { used: number; quota: number | null };
  complexity: { complexity: Complexity; accepted: number; declined: number }[];
  options: OptionFigures;
  collected: { totalCents: number; trend: { month: string; cents: number }[] };
  /** Median days from signing to deposit paid; null with no deposit paid. */
  daysToDeposit: number | null;
}

const sum = (months: readonly ReportMonth[], pick: (month: ReportMonth) => number) =>
  months.reduce((total, month) => total + pick(month), 0);

/** The figures of proposals with options (docs/decisions.md, "Reports count the choice"). Rates 0–1. */
export interface OptionFigures {
  /** Accepted with a choice, per tier label, most accepted first. */
  mix: { tier: string; accepted: number }[];
  /** Mean accepted total in whole cents; null with nothing accepted. */
  averageTicketCents: number | null;
  upgradeAttach: { withOffer: number; withUpgrade: number; rate: number | null };
  financing: { withOffer: number; financed: number; rate: number | null };
}

/** The option figures of a range of months. */
export function optionFigures(months: readonly ReportMonth[]): OptionFigures {
  const byTier = new Map<string, number>();
  for (const month of months)
    for (const [tier, count] of Object.entries(month.acceptedByTier))
      byTier.set(tier, (byTier.get(tier) ?? 0) + count);
  const accepted = sum(months, (month) => month.accepted);
  const withOffer = sum(months, (month) => month.acceptedWithOffer);
  const withUpgrade = sum(months, (month) => month.acceptedWithUpgrade);
  const financed = sum(months, (month) => month.acceptedFinanced);
  const rate = (part: number) => (withOffer === 0 ? null : part / withOffer);
  return {
    mix: [...byTier]
      .map(([tier, count]) => ({ tier, accepted: count }))
      .sort((a, b) => b.accepted - a.accepted || a.tier.localeCompare(b.tier)),
    averageTicketCents:
      accepted === 0 ? null : Math.round(sum(months, (month) => month.acceptedCents) / accepted),
    upgradeAttach: { withOffer, withUpgrade, rate: rate(withUpgrade) },
    financing: { withOffer, financed, rate: rate(financed) },
  };
}

/**
 * The figures of a range of months. `monthlyQuota` is the plan's measurements a month (null when
 * unlimited); the range's quota is that times the months.
 */
export function reportFigures(months: readonly ReportMonth[], monthlyQuota: number | null): ReportFigures {
  const sent = sum(months, (month) => month.sent);
  const accepted = sum(months, (month) => month.accepted);
  const stage = (name: PipelineStage, count: number, valueCents: number) => ({
    stage: name,
    count,
    valueCents,
  });
  return {
    months: months.map((month) => month.month),
    closeRate: { sent, accepted, rate: sent === 0 ? null : accepted / sent },
    revenue: {
      totalCents: sum(months, (month) => month.signedCents),
      signed: sum(months, (month) => month.signed),
      trend: months.map((month) => ({ month: month.month, cents: month.signedCents })),
    },
    pipeline: [
      stage(
        'estimate',
        sum(months, (m) => m.estimates),
        0,
      ),
      stage(
        'proposal_sent',
        sent,
        sum(months, (m) => m.sentCents),
      ),
      stage(
        'viewed',
        sum(months, (m) => m.viewed),
        sum(months, (m) => m.viewedCents),
      ),
      stage(
        'accepted',
        accepted,
        sum(months, (m) => m.acceptedCents),
      ),
      stage(
        'signed',
        sum(months, (m) => m.signed),
        sum(months, (m) => m.signedCents),
      ),
      stage(
        'scheduled',
        sum(months, (m) => m.scheduled),
        sum(months, (m) => m.scheduledCents),
      ),
      stage(
        'in_progress',
        sum(months, (m) => m.started),
        sum(months, (m) => m.startedCents),
      ),
      stage(
        'completed',
        sum(months, (m) => m.completed),
        sum(months, (m) => m.completedCents),
      ),
    ],
    medianDays: {
      addressToSent: median(months.flatMap((month) => month.daysToSend)),
      sentToSigned: median(months.flatMap((month) => month.daysToSign)),
    },
    measurements: {
      used: sum(months, (month) => month.measurementsUsed),
      quota: monthlyQuota === null ? null : monthlyQuota * months.length,
    },
    complexity: COMPLEXITIES.map((complexity) => ({
      complexity,
      accepted: sum(months, (month) => month.acceptedByComplexity[complexity]),
      declined: sum(months, (month) => month.declinedByComplexity[complexity]),
    })),
    options: optionFigures(months),
    collected: {
      totalCents: sum(months, (month) => month.collectedCents),
      trend: months.map((month) => ({ month: month.month, cents: month.collectedCents })),
    },
    daysToDeposit: median(months.flatMap((month) => month.daysToDeposit)),
  };
}

/** The UTC month (YYYY-MM) of an instant. */
export function monthOf(at: Date | string): string {
  return (typeof at === 'string' ? at : at.toISOString()).slice(0, 7);
}

/** Largest range of months one report covers. */
export const MAX_REPORT_MONTHS = 24;
