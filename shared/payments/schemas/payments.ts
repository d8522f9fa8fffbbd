import * as z from '../../kernel/zod.js';
import { PAYMENT_STAGES } from '../../documents/payment-schedule.js';
import { PLAN_TIERS } from '../../kernel/constants.js';
import { CONNECT_STATES, MAX_FEE_BASIS_POINTS, PAYMENT_STATUSES } from '../payments.js';

// Wire shapes of homeowner payments (docs/product.md#payments). Money in dollars, as elsewhere.

const id = z.string().check(z.minLength(1), z.maxLength(64));
const invoiceStatus = z.enum(['open', 'processing', 'paid', 'failed', 'refunded']);
/** A homeowner's link token in a path. */
const tokenPath = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** Where an invoice stands for the homeowner paying it (the deposit step and the pay page). */
const homeownerInvoiceState = {
  status: invoiceStatus,
  /** Why the last attempt failed (declined card, failed bank debit). */
  failure: z.nullable(z.string()),
  receipt_url: z.nullable(z.string()),
};

/** GET /api/payments/account: the contractor's connected account as Payments settings show it. */
export const paymentsAccountView = z.object({
  state: z.enum(CONNECT_STATES),
  /** What Stripe still needs, in words (restricted or details needed). */
  requirements: z.array(z.string()),
  /** The platform fee on each payment, in percent (from the plan; operators set it). */
  fee_percent: z.number(),
  updated_at: z.nullable(z.string()),
});
export type PaymentsAccountView = z.infer<typeof paymentsAccountView>;

/** POST /api/payments/account/onboarding: where Stripe's hosted onboarding opens. */
export const onboardingLinkResponse = z.object({ url: z.string() });

/** Path of the homeowner's signing-link payment routes. */
export const signingTokenPath = tokenPath;

/** GET /api/signing/{token}/deposit: the deposit step after signing. */
export const depositView = z.object({
  /** Payments are enabled and the schedule has a deposit. */
  offered: z.boolean(),
  company_name: z.string(),
  amount: z.number(),
  percent: z.number(),
  /** The homeowner chose to pay later. */
  pay_later: z.boolean(),
  ...homeownerInvoiceState,
});
export type DepositView = z.infer<typeof depositView>;

/** POST /api/signing/{token}/deposit: pay now (hosted Checkout) or later. */
export const depositRequest = z.strictObject({ choice: z.enum(['pay', 'later']) });
export type DepositRequest = z.infer<typeof depositRequest>;

/** Where the homeowner goes next: Checkout's URL to pay, or nothing (pay later). */
export const depositResponse = z.object({ checkout_url: z.nullable(z.string()) });

/** One invoice of a project. */
export const invoiceView = z.object({
  id,
  stage: z.enum(PAYMENT_STAGES),
  label: z.string(),
  amount: z.number(),
  paid: z.number(),
  status: invoiceStatus,
  due_date: z.string(),
  created_at: z.string(),
  pay_later: z.boolean(),
});

/** One payment (a Stripe PaymentIntent) of a project. */
export const paymentView = z.object({
  id,
  invoice_id: id,
  label: z.string(),
  amount: z.number(),
  refunded: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.nullable(z.string()),
  receipt_url: z.nullable(z.string()),
  failure: z.nullable(z.string()),
  at: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** GET /api/projects/{id}/payments: the schedule with what is paid, due and overdue. */
export const projectPaymentsView = z.object({
  /** The contractor can take payments now. */
  enabled: z.boolean(),
  state: z.enum(CONNECT_STATES),
  requirements: z.array(z.string()),
  has_schedule: z.boolean(),
  total: z.number(),
  paid: z.number(),
  processing: z.number(),
  due: z.number(),
  overdue: z.number(),
  stages: z.array(
    z.object({
      stage: z.enum(PAYMENT_STAGES),
      label: z.string(),
      percent: z.number(),
      amount: z.number(),
      invoiced: z.number(),
      paid: z.number(),
      processing: z.number(),
      due: z.number(),
      overdue: z.number(),
    }),
  ),
  invoices: z.array(invoiceView),
  payments: z.array(paymentView),
});
export type ProjectPaymentsView = z.infer<typeof projectPaymentsView>;

/** Path of a project's payment routes. */
export const projectPaymentPath = z.object({ id, paymentId: id });

/** POST /api/projects/{id}/payments/{paymentId}/refund: all (no amount) or part of a payment. */
export const refundRequest = z.strictObject({
  amount: z.optional(z.number().check(z.positive())),
});
export type RefundRequest = z.infer<typeof refundRequest>;

/** GET /api/project-status/{token}/payments: what the homeowner has paid, with receipts. */
export const homeownerPaymentsView = z.object({
  // The contractor's view of a payment without its ids and failure, which are not the homeowner's business.
  payments: z.array(
    z.pick(paymentView, {
      label: true,
      amount: true,
      refunded: true,
      status: true,
      method: true,
      receipt_url: true,
      at: true,
    }),
  ),
  paid: z.number(),
  due: z.number(),
});
export type HomeownerPaymentsView = z.infer<typeof homeownerPaymentsView>;

/** The Stripe Connect webhook's answer. */
export const connectWebhookResponse = z.object({ received: z.literal(true), handled: z.boolean() });

/** Platform fee in basis points, as operators set it (0–10 %). */
export const feeBasisPoints = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_FEE_BASIS_POINTS));

/** POST /api/projects/{id}/invoices: invoice all or part of a stage of the schedule (mailed with its pay link). */
export const sendInvoiceRequest = z.strictObject({
  stage: z.enum(PAYMENT_STAGES),
  amount: z.number({ error: 'Enter the amount in dollars' }).check(z.positive('Enter an amount above $0')),
});
export type SendInvoiceRequest = z.infer<typeof sendInvoiceRequest>;

/** The Send an invoice form: the amount as typed in dollars, read as a number and checked by the request's rule. */
export const sendInvoiceForm = z.object({
  stage: sendInvoiceRequest.shape.stage,
  amount: z.pipe(
    z.transform((value) => (String(value).trim() === '' ? Number.NaN : Number(value))),
    sendInvoiceRequest.shape.amount,
  ),
});

/** Path of the homeowner's pay link. */
export const payTokenPath = tokenPath;

/** GET /api/pay/{token}: the invoice a pay link opens. */
export const payPageView = z.object({
  company_name: z.string(),
  customer_name: z.string(),
  address: z.string(),
  label: z.string(),
  amount: z.number(),
  /** What is left to pay. */
  due: z.number(),
  due_date: z.string(),
  offered: z.boolean(),
  ...homeownerInvoiceState,
});
export type PayPageView = z.infer<typeof payPageView>;

/** GET/PUT /api/operator/payment-fees: the platform fee per plan in basis points (operators; 0 when unset). */
export const paymentFeesView = z.object({
  fees: z.record(z.enum(PLAN_TIERS), feeBasisPoints),
});
export type PaymentFeesView = z.infer<typeof paymentFeesView>;
/** PUT body: the fee of each plan (all plans). */
export const paymentFeesRequest = z.strictObject({ fees: z.record(z.enum(PLAN_TIERS), feeBasisPoints) });

// A fee as typed, in percent ("1.5"): required, 0–10 with at most two decimals; answered in basis points.
const typedFeePercent = (plan: string) =>
  z.pipe(
    z.string().check(
      z.refine((text) => text.trim() !== '', `Enter the ${plan} fee (0 for none)`),
      z.refine(
        (text) => text.trim() === '' || /^\d+(\.\d{1,2})?$/.test(text.trim()),
        'Enter a percentage such as 1.5 (at most two decimals)',
      ),
      z.refine(
        (text) => !/^\d+(\.\d{1,2})?$/.test(text.trim()) || Number(text) * 100 <= MAX_FEE_BASIS_POINTS,
        `The fee is at most ${MAX_FEE_BASIS_POINTS / 100} %`,
      ),
    ),
    z.transform((text: string) => Math.round(Number(text.trim()) * 100)),
  );

/** The operators' platform fee form: each plan's fee in percent as typed, checked like the request. */
export const paymentFeesForm = z.object({
  starter: typedFeePercent('Starter'),
  pro: typedFeePercent('Professional'),
  enterprise: typedFeePercent('Enterprise'),
});
