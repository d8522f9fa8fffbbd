import type { PaymentSchedule, PaymentStage } from '../documents/payment-schedule.js';
import { PAYMENT_STAGE_TEXT, schedulePayments } from '../documents/payment-schedule.js';
import { dayAfter } from '../kernel/time.js';

// Homeowner payments through Stripe Connect (docs/product.md#payments): the contractor's connected
// account state, the platform fee, and where each payment of a schedule stands. Pure; money in cents.

/** Where a contractor's connected account stands, as the Payments settings show it. */
export const CONNECT_STATES = ['not_started', 'details_needed', 'pending', 'enabled', 'restricted'] as const;
export type ConnectState = (typeof CONNECT_STATES)[number];

/** What Stripe says of a connected account (the fields we keep from `account`). */
export interface ConnectFacts {
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
  pendingVerification: string[];
  disabledReason: string | null;
}

/**
 * The state of an account: enabled when it can take charges; restricted when it cannot and Stripe
 * wants something submitted; pending while Stripe verifies; details needed before onboarding is done.
 */
export function connectState(facts: ConnectFacts | null): ConnectState {
  if (!facts) return 'not_started';
  if (facts.chargesEnabled) return 'enabled';
  if (!facts.detailsSubmitted) return 'details_needed';
  if (facts.currentlyDue.length > 0) return 'restricted';
  return 'pending';
}

/** Stripe's requirement keys in words a contractor understands (unknown keys read as themselves). */
const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: 'a bank account for payouts',
  'business_profile.url': 'your business website',
  'business_profile.mcc': 'your business category',
  'business_profile.product_description': 'a description of your business',
  'business_profile.support_phone': 'a support phone number',
  'tos_acceptance.date': 'acceptance of Stripe’s terms',
  'tos_acceptance.ip': 'acceptance of Stripe’s terms',
  'individual.first_name': 'your first name',
  'individual.last_name': 'your last name',
  'individual.verification.document': 'an identity document',
  'company.tax_id': 'your company’s tax id',
};

/** What Stripe still needs, in words, each once (e.g. "a bank account for payouts"). */
export function requirementWords(keys: string[]): string[] {
  return [...new Set(keys.map((key) => REQUIREMENT_WORDS[key] ?? key.replace(/[._]/g, ' ')))];
}

/** The largest platform fee an operator can set, in basis points (10 %). */
export const MAX_FEE_BASIS_POINTS = 1000;

/**
 * The platform's application fee on a payment: the basis points of the account's plan (0 by
 * default), rounded half up to the cent and never more than the payment.
 */
export function platformFeeCents(amountCents: number, basisPoints: number): number {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 0;
  const points = Math.min(Math.max(0, Math.trunc(basisPoints)), MAX_FEE_BASIS_POINTS);
  return Math.min(amountCents, Math.floor((amountCents * points + 5_000) / 10_000));
}

/** What a payment (one Stripe PaymentIntent) is doing. */
export const PAYMENT_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment as recorded from webhooks. */
export interface PaymentFact {
  invoiceId: string;
  amountCents: number;
  refundedCents: number;
  status: PaymentStatus;
}

/** One invoice (a request for all or part of a stage). */
export interface InvoiceFact {
  invoiceId: string;
  stage: PaymentStage;
  amountCents: number;
  /** YYYY-MM-DD; past it, what is unpaid is overdue. */
  dueDate: string;
}

/** Where one invoice stands. */
export type InvoiceStatus = 'open' | 'processing' | 'paid' | 'failed' | 'refunded';

/** Paid (net of refunds), in flight, and the status of one invoice from its payments. */
export function invoiceStanding(
  invoice: InvoiceFact,
  payments: PaymentFact[],
): { paidCents: number; processingCents: number; refundedCents: number; status: InvoiceStatus } {
  const own = payments.filter((payment) => payment.invoiceId === invoice.invoiceId);
  const succeeded = own.filter((payment) => payment.status === 'succeeded');
  const gross = succeeded.reduce((sum, payment) => sum + payment.amountCents, 0);
  const refundedCents = succeeded.reduce((sum, payment) => sum + payment.refundedCents, 0);
  const processingCents = own
    .filter((payment) => payment.status === 'processing')
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const paidCents = gross - refundedCents;
  const status: InvoiceStatus =
    gross > 0 && paidCents <= 0
      ? 'refunded'
      : paidCents >= invoice.amountCents
        ? 'paid'
        : processingCents > 0
          ? 'processing'
          : own.some((payment) => payment.status === 'failed') && gross === 0
            ? 'failed'
            : 'open';
  return { paidCents, processingCents, refundedCents, status };
}

/** Whether an invoice can take a payment now (no second charge once paid or while one is in flight). */
export function invoicePayable(status: InvoiceStatus): boolean {
  return status === 'open' || status === 'failed';
}

/** One stage of the schedule with what has been invoiced and paid against it. */
export interface StageStanding {
  stage: PaymentStage;
  label: string;
  percent: number;
  amountCents: number;
  invoicedCents: number;
  paidCents: number;
  processingCents: number;
  /** Scheduled and not paid yet (due now for the deposit, else once invoiced). */
  dueCents: number;
  /** Part of `dueCents` whose invoice is past its due date. */
  overdueCents: number;
}

/**
 * The schedule applied to the signed total, with invoices and payments against each stage. The
 * deposit is due from signing; later stages become due when invoiced (partial invoices count as
 * invoiced for their amount).
 */
export function scheduleStanding(
  schedule: PaymentSchedule,
  totalCents: number,
  invoices: InvoiceFact[],
  payments: PaymentFact[],
  today: string,
): StageStanding[] {
  return schedulePayments(schedule, totalCents).map((scheduled) => {
    const own = invoices.filter((invoice) => invoice.stage === scheduled.stage);
    let invoicedCents = 0;
    let paidCents = 0;
    let processingCents = 0;
    let overdueCents = 0;
    for (const invoice of own) {
      const standing = invoiceStanding(invoice, payments);
      invoicedCents += invoice.amountCents;
      paidCents += standing.paidCents;
      processingCents += standing.processingCents;
      const unpaid = Math.max(0, invoice.amountCents - standing.paidCents - standing.processingCents);
      if (invoice.dueDate < today) overdueCents += unpaid;
    }
    const requested = scheduled.stage === 'deposit' ? scheduled.amountCents : invoicedCents;
    const dueCents = Math.max(0, requested - paidCents - processingCents);
    return {
      stage: scheduled.stage,
      label: PAYMENT_STAGE_TEXT[scheduled.stage].label,
      percent: scheduled.percent,
      amountCents: scheduled.amountCents,
      invoicedCents,
      paidCents,
      processingCents,
      dueCents,
      overdueCents: Math.min(overdueCents, dueCents),
    };
  });
}

/**
 * Why an invoice amount does not fit its stage (at least $1, at most what is left of the stage after
 * earlier invoices), or null.
 */
export function invoiceAmountProblem(stage: StageStanding | undefined, amountCents: number): string | null {
  if (!stage) return 'The contract’s schedule has no such payment';
  const left = stage.amountCents - stage.invoicedCents;
  if (left <= 0) return 'This payment of the schedule has been invoiced in full';
  if (!Number.isInteger(amountCents) || amountCents < 100) return 'An invoice is at least $1.00';
  if (amountCents > left) return 'The amount is more than what is left of this payment in the schedule';
  return null;
}

/** Metadata marking a Checkout Session and PaymentIntent as a homeowner payment (anything else is not ours). */
export const HOMEOWNER_PAYMENT_KIND = 'homeowner-payment';

/** Days a sent invoice is given before it counts as overdue. */
export const INVOICE_DUE_DAYS = 7;

/**
 * When a sent invoice that is still unpaid is reminded, counted from its due date: 3 days before,
 * on the day, and a week overdue (docs/decisions.md#invoice-reminders-3-days-before-on-the-day-a-week-late).
 */
export const INVOICE_REMINDERS = [
  { stage: 'before', daysFromDue: -3 },
  { stage: 'due', daysFromDue: 0 },
  { stage: 'overdue', daysFromDue: 7 },
] as const;
/** One reminder of an invoice. */
export type InvoiceReminderStage = (typeof INVOICE_REMINDERS)[number]['stage'];

/** The due dates (YYYY-MM-DD, UTC) whose invoices get a reminder of each stage on the day of `now`. */
export function invoiceReminderDays(now: Date): { stage: InvoiceReminderStage; dueDate: string }[] {
  return INVOICE_REMINDERS.map(({ stage, daysFromDue }) => ({ stage, dueDate: dayAfter(now, -daysFromDue) }));
}

/** Whether an invoice in this state is still reminded (not once paid, in flight or refunded). */
export function invoiceNeedsReminder(status: InvoiceStatus): boolean {
  return invoicePayable(status);
}
