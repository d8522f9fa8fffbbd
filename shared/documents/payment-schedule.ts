import { formatCents } from '../kernel/format.js';

// The contract's payment schedule (docs/decisions.md, "One payment schedule, copied at send"): the
// account sets three percentages in Settings, a proposal copies them when it is sent, and every
// document turns them into dollar amounts of the accepted total. Pure; money in cents.

/** The three parts of a payment schedule, in whole percent; they add up to 100. */
export interface PaymentSchedule {
  depositPercent: number;
  progressPercent: number;
  finalPercent: number;
}

/** A new account's schedule: a third-ish up front, the bulk when work starts, the rest on completion. */
export const DEFAULT_PAYMENT_SCHEDULE: PaymentSchedule = {
  depositPercent: 30,
  progressPercent: 40,
  finalPercent: 30,
};

/** A new account's workmanship warranty, in years. */
export const DEFAULT_WARRANTY_YEARS = 5;
/** The longest workmanship warranty Settings accepts, in years. */
export const MAX_WARRANTY_YEARS = 50;

/** The stages of the schedule, in the order they fall due. */
export const PAYMENT_STAGES = ['deposit', 'progress', 'final'] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number];

/** What each stage is called and when it falls due, as the proposal and contract state it. */
export const PAYMENT_STAGE_TEXT: Record<PaymentStage, { label: string; due: string; short: string }> = {
  deposit: { label: 'Deposit', due: 'due when the contract is signed', short: 'on signing' },
  progress: {
    label: 'Progress payment',
    due: 'due when materials are delivered and work starts',
    short: 'when work starts',
  },
  final: { label: 'Final payment', due: 'due when the work is complete', short: 'on completion' },
};

/** One payment of a schedule applied to a total. */
export interface ScheduledPayment {
  stage: PaymentStage;
  label: string;
  due: string;
  short: string;
  percent: number;
  amountCents: number;
}

/** The percentage of a stage. */
export function stagePercent(schedule: PaymentSchedule, stage: PaymentStage): number {
  return stage === 'deposit'
    ? schedule.depositPercent
    : stage === 'progress'
      ? schedule.progressPercent
      : schedule.finalPercent;
}

/** What is wrong with a schedule (a percentage outside 0–100, or parts not adding up to 100), or null. */
export function scheduleProblem(schedule: PaymentSchedule): string | null {
  const parts = PAYMENT_STAGES.map((stage) => stagePercent(schedule, stage));
  if (parts.some((part) => !Number.isInteger(part) || part < 0 || part > 100))
    return 'Each payment must be a whole percentage from 0 to 100';
  const sum = parts.reduce((total, part) => total + part, 0);
  return sum === 100 ? null : `The payments must add up to 100% (they add up to ${sum}%)`;
}

/**
 * The schedule applied to a total: each stage's share rounded to the cent, and the last stage with a
 * share (the final payment unless it is 0 %) takes what is left, so the payments add up exactly to
 * the total. Stages of 0 % are left out.
 */
export function schedulePayments(schedule: PaymentSchedule, totalCents: number): ScheduledPayment[] {
  const stages = PAYMENT_STAGES.filter((stage) => stagePercent(schedule, stage) > 0);
  let left = totalCents;
  return stages.map((stage, index) => {
    const percent = stagePercent(schedule, stage);
    const amountCents = index === stages.length - 1 ? left : Math.round((totalCents * percent) / 100);
    left -= amountCents;
    return { stage, ...PAYMENT_STAGE_TEXT[stage], percent, amountCents };
  });
}

/** The schedule in words, one line a payment, e.g. "Deposit (30%): $4,500.00, due when the contract is signed." */
export function paymentLines(schedule: PaymentSchedule, totalCents: number): string[] {
  return schedulePayments(schedule, totalCents).map(
    (payment) =>
      `${payment.label} (${payment.percent}%): ${formatCents(payment.amountCents)}, ${payment.due}.`,
  );
}

/** The schedule in one line, e.g. "Deposit 30% $4,500.00 on signing · Progress payment 40% …". */
export function paymentSummary(schedule: PaymentSchedule, totalCents: number): string {
  return schedulePayments(schedule, totalCents)
    .map(
      (payment) =>
        `${payment.label} ${payment.percent}% ${formatCents(payment.amountCents)} ${payment.short}`,
    )
    .join(' · ');
}

/** The workmanship warranty in words, e.g. "5 years" or "1 year". */
export function warrantyPeriod(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}
