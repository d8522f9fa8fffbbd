import * as z from '../../kernel/zod.js';
import { PLAN_TIERS } from '../../kernel/constants.js';
import { PRESALE_PACKAGES } from '../../kernel/plans.js';
import { optionalCouponCode } from '../../operations/schemas/coupons.js';
import { ownUserQuery } from '../../accounts/schemas/profile.js';

const REQUIRED = 'Please fill in all required fields';
const required = (max: number) =>
  z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, REQUIRED));

/** POST /api/payments/checkout (docs/product.md#billing): a presale package for a visitor. */
export const presaleCheckoutRequest = z.strictObject({
  package_id: z.enum(PRESALE_PACKAGES.map((pkg) => pkg.id) as [string, ...string[]], {
    error: 'Please select a package',
  }),
  customer_name: required(100),
  customer_email: z.pipe(required(254), z.email({ error: 'Please enter a valid email address' })),
  /** The page's own origin; Stripe sends the buyer back there (anything else is refused: no open redirect). */
  origin_url: z.url({ error: 'Invalid origin' }),
  coupon_code: optionalCouponCode,
});
export type PresaleCheckoutRequest = z.infer<typeof presaleCheckoutRequest>;

/** A hosted Stripe page to send the browser to. */
export const checkoutResponse = z.object({ checkout_url: z.string(), session_id: z.string() });

/** GET /api/payments/status/{session_id} path. */
export const paymentStatusPath = z.object({ session_id: z.string().check(z.minLength(1), z.maxLength(300)) });

/** What /payment-success polls: Stripe's session state, never fulfilment. */
export const paymentStatusResponse = z.object({
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  status: z.enum(['open', 'complete', 'expired']),
  /** Dollars. */
  amount: z.number(),
  currency: z.string(),
  transaction_id: z.string(),
});
export type PaymentStatus = z.infer<typeof paymentStatusResponse>;

/** Billing cycles. */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Subscription states the billing page shows. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'none',
] as const;

/** GET /api/subscriptions/me (docs/product.md#billing). */
export const subscriptionResponse = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  tier: z.enum(PLAN_TIERS),
  tier_display: z.string(),
  /** Dollars a month as billed (yearly: the monthly equivalent). */
  price: z.number(),
  /** The monthly list price in dollars. */
  base_price: z.number(),
  discount_percent: z.number(),
  billing_cycle: z.enum(BILLING_CYCLES),
  user_limit: z.nullable(z.number()),
  users_used: z.number(),
  next_billing_date: z.nullable(z.string()),
  trial_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  payment_method: z.nullable(z.object({ type: z.string(), last4: z.string(), brand: z.string() })),
  /** The plan state from the one enforcement function (drives the past-due banner and read-only notice). */
  plan_state: z.enum(['trial', 'active', 'past_due', 'read_only']),
  grace_ends_at: z.nullable(z.string()),
  blocked_reason: z.nullable(z.string()),
  /** Whether the account may request digital signatures (plans that include them, and trials). */
  signatures: z.boolean(),
  can_manage: z.boolean(),
  /** Whether a Stripe subscription is live (trialing, active, past due, unpaid): change it, never start another. */
  subscribed: z.boolean(),
  /**
   * When a subscription started now would first be charged: the end of the free trial or presale
   * period when it is kept (docs/decisions.md "A trial is kept"), `null` = at once.
   */
  first_charge_date: z.nullable(z.string()),
  /** The presale package the account started from, what was paid and the period it covers. */
  presale: z.nullable(
    z.object({
      package_name: z.string(),
      /** Dollars paid. */
      amount_paid: z.number(),
      currency: z.string(),
      paid_at: z.string(),
      period_start: z.string(),
      period_end: z.string(),
      receipt_url: z.nullable(z.string()),
    }),
  ),
});
export type SubscriptionView = z.infer<typeof subscriptionResponse>;

/** GET /api/subscriptions/invoices query. */
export const invoicesQuery = z.extend(ownUserQuery, {
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(24)), 6),
});

/** One invoice in Billing History. */
export const invoiceView = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  date: z.string(),
  /** Dollars. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  hosted_invoice_url: z.nullable(z.string()),
  invoice_pdf: z.nullable(z.string()),
});
export const invoicesResponse = z.object({ invoices: z.array(invoiceView) });
export type InvoiceView = z.infer<typeof invoiceView>;

/** A plan and cycle chosen on the billing page. */
export const planChoice = z.strictObject({
  tier: z.enum(PLAN_TIERS, { error: 'Please choose a plan' }),
  billing_cycle: z.enum(BILLING_CYCLES, { error: 'Please choose monthly or yearly billing' }),
});
export type PlanChoice = z.infer<typeof planChoice>;

/** POST /api/subscriptions/checkout: subscribe from a trial (Checkout in subscription mode). */
export const subscribeRequest = z.extend(planChoice, { coupon_code: optionalCouponCode });
/** The subscribe body. */
export type SubscribeRequest = z.infer<typeof subscribeRequest>;

/** POST /api/subscriptions/change: a plan, and the proration time of the preview the buyer saw. */
export const planChangeRequest = z.extend(planChoice, {
  /** Epoch seconds from the preview: the change is prorated at that moment, so it costs what was shown. */
  proration_date: z.optional(z.number().check(z.int(), z.gte(0))),
});
/** The plan change body. */
export type PlanChangeRequest = z.infer<typeof planChangeRequest>;

/** POST /api/subscriptions/preview answer: what a plan change costs now. */
export const prorationPreviewResponse = z.object({
  /** Dollars due now (negative = credit), after any discount. */
  amount_due: z.number(),
  currency: z.string(),
  /** The prorated lines, then the discount as a negative line when the account has one. */
  lines: z.array(z.object({ description: z.string(), amount: z.number() })),
  next_billing_date: z.nullable(z.string()),
  /** Epoch seconds the preview was prorated at; send it with the change. */
  proration_date: z.nullable(z.number()),
});
export type ProrationPreview = z.infer<typeof prorationPreviewResponse>;

/** POST /api/subscriptions/cancel: at the period end, with a reason. */
export const cancelSubscriptionRequest = z.strictObject({
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please tell us why you are cancelling'), z.maxLength(500)),
});

/** POST /api/subscriptions/portal answer. */
export const portalResponse = z.object({ url: z.string() });
