import type Stripe from 'stripe';
import { membersOverPlan } from '@shared/kernel/entitlements.js';
import { planOf, PRESALE_PACKAGES, yearlyMonthlyPrice, YEARLY_DISCOUNT } from '@shared/kernel/plans.js';
import { firstChargeAt } from '@shared/billing/first-charge.js';
import type {
  InvoiceView,
  PlanChangeRequest,
  PlanChoice,
  ProrationPreview,
  SubscriptionView,
} from '@shared/billing/schemas/billing.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { createCheckoutWithCoupon } from './checkout-discount.js';
import { oneSubscribeCheckout, type StartedCheckout } from './subscribe-checkout.js';
import { config } from '../../platform/config.js';
import {
  getAccountWithCounters,
  type CountedAccount,
  saveStripeCustomer,
  saveSubscriptionSync,
  entitlementsOf,
  getPresaleOrder,
} from '../../accounts/index.js';
import { ConflictError, PaymentRequiredError } from '../../platform/errors.js';
import { callerCan, type Caller } from '../../platform/middleware/authenticate.js';
import { assertOwnUserId } from '../../platform/own-user-id.js';
import { planPrice } from './stripe-prices.js';
import { readSubscription } from './subscription-sync.js';
import { centsAsDollars } from '@shared/kernel/format.js';

const LIVE_STATUSES = new Set(['active', 'past_due', 'trialing', 'unpaid']);

function billingUrl(): string {
  return `${config.APP_URL}/dashboard/billing`;
}

/** The end of the account's free period that a subscription started now keeps: a trial or a prepaid presale. */
function freeUntil(account: CountedAccount): string | null {
  if (account.subscriptionStatus === 'trial') return account.trialEndsAt;
  return account.paidThrough ?? null;
}

/** The presale the account started from: package, amount, period and Stripe's receipt. */
async function presaleOf(account: CountedAccount): Promise<SubscriptionView['presale']> {
  if (!account.presaleOrder || !account.paidThrough) return null;
  const order = await getPresaleOrder(account.presaleOrder);
  if (!order) return null;
  const pkg = PRESALE_PACKAGES.find((candidate) => candidate.id === order.packageId);
  return {
    package_name: pkg?.name ?? `${planOf(order.tier).name} Presale`,
    amount_paid: centsAsDollars(order.amountCents),
    currency: order.currency,
    paid_at: order.createdAt,
    period_start: account.createdAt,
    period_end: account.paidThrough,
    // Stored with the order, so the plan view calls no Stripe.
    receipt_url: order.receiptUrl ?? null,
  };
}

/** The billing page's view of an account's subscription (docs/product.md#billing), never invented values. */
function viewOf(
  account: CountedAccount,
  caller: Caller,
  now: Date,
  presale: SubscriptionView['presale'] = null,
): SubscriptionView {
  const entitlements = entitlementsOf(account, now);
  const billing = account.billing;
  const tier = billing?.tier ?? account.tier;
  const plan = planOf(tier);
  const cycle = billing?.cycle ?? 'monthly';
  const known = ['trialing', 'active', 'past_due', 'unpaid', 'canceled'] as const;
  const status: SubscriptionView['status'] = billing
    ? (known as readonly string[]).includes(billing.status)
      ? (billing.status as SubscriptionView['status'])
      : 'none'
    : account.subscriptionStatus === 'trial'
      ? 'trialing'
      : account.subscriptionStatus === 'active'
        ? 'active'
        : 'none';
  return {
    status,
    tier,
    tier_display: plan.name,
    price: cycle === 'yearly' ? yearlyMonthlyPrice(plan.monthlyPrice) : plan.monthlyPrice,
    base_price: plan.monthlyPrice,
    discount_percent: cycle === 'yearly' ? YEARLY_DISCOUNT * 100 : 0,
    billing_cycle: cycle,
    user_limit: plan.seats,
    users_used: account.seatsUsed,
    next_billing_date: billing && billing.status !== 'canceled' ? billing.currentPeriodEnd : null,
    // Stripe's trial (kept from the app's trial when subscribing) ends when its first period does.
    trial_end: billing
      ? billing.status === 'trialing'
        ? billing.currentPeriodEnd
        : null
      : account.trialEndsAt,
    cancel_at_period_end: billing?.cancelAtPeriodEnd ?? false,
    payment_method: billing?.card ? { type: 'card', ...billing.card } : null,
    plan_state: entitlements.state,
    grace_ends_at: entitlements.graceEndsAt,
    blocked_reason: entitlements.blockedReason,
    signatures: entitlements.signatures,
    can_manage: callerCan(caller, 'billing.manage'),
    subscribed: !!billing && LIVE_STATUSES.has(billing.status),
    first_charge_date: firstChargeAt(freeUntil(account), now),
    presale,
  };
}

/** GET /api/subscriptions/me (the spec's `user_id` must be the caller's own). */
export async function getSubscriptionFor(
  caller: Caller,
  userId?: string,
  now = new Date(),
): Promise<SubscriptionView> {
  assertOwnUserId(userId, caller);
  const account = await getAccountWithCounters(caller.accountId);
  return viewOf(account, caller, now, await presaleOf(account));
}

/** GET /api/subscriptions/invoices: the account's real invoices, newest first, with hosted links. */
export async function listInvoicesFor(
  caller: Caller,
  limit: number,
  userId?: string,
): Promise<{ invoices: InvoiceView[] }> {
  assertOwnUserId(userId, caller);
  const account = await getAccountWithCounters(caller.accountId);
  const presale = await presaleOf(account);
  // The presale payment is the account's first charge: it is listed with Stripe's receipt.
  const presaleRow: InvoiceView[] = presale
    ? [
        {
          id: account.presaleOrder!,
          number: 'Presale order',
          date: presale.paid_at,
          amount: presale.amount_paid,
          currency: presale.currency,
          status: 'paid',
          hosted_invoice_url: presale.receipt_url,
          invoice_pdf: null,
        },
      ]
    : [];
  if (!account.stripeCustomerId) return { invoices: presaleRow };
  const stripe = await stripeClient();
  const { data } = await stripe.invoices.list({ customer: account.stripeCustomerId, limit });
  return {
    invoices: [
      ...data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number ?? null,
        date: new Date(invoice.created * 1000).toISOString(),
        amount: centsAsDollars(invoice.total),
        currency: invoice.currency,
        status: invoice.status ?? 'draft',
        hosted_invoice_url: invoice.hosted_invoice_url ?? null,
        invoice_pdf: invoice.invoice_pdf ?? null,
      })),
      ...presaleRow,
    ].slice(0, limit),
  };
}

/** The account's Stripe customer, created once (an idempotency key makes parallel first calls one). */
async function ensureCustomer(caller: Caller, account: CountedAccount): Promise<string> {
  if (account.stripeCustomerId) return account.stripeCustomerId;
  const stripe = await stripeClient();
  const customer = await stripe.customers.create(
    { email: caller.user.email, name: account.name, metadata: { account_id: account.accountId } },
    { idempotencyKey: `ridgeline-customer-${account.accountId}` },
  );
  return saveStripeCustomer(account.accountId, customer.id, caller.user.email);
}

/** Refuses a plan whose seats are fewer than the members in use, naming how many must go first. */
function assertSeatsFit(account: CountedAccount, choice: PlanChoice): void {
  const over = membersOverPlan(choice.tier, account.seatsUsed);
  if (over > 0) {
    const plan = planOf(choice.tier);
    throw new ConflictError(
      `The ${plan.name} plan includes ${plan.seats} users and your team has ${account.seatsUsed}. Remove ${over} member${over === 1 ? '' : 's'} before switching.`,
    );
  }
}

/** POST /api/subscriptions/checkout: subscribe from a trial through Checkout in subscription mode. */
export async function subscribeFor(
  caller: Caller,
  choice: PlanChoice & { coupon_code?: string },
  now = new Date(),
): Promise<StartedCheckout> {
  const account = await getAccountWithCounters(caller.accountId);
  if (account.billing && LIVE_STATUSES.has(account.billing.status))
    throw new ConflictError('You already have a subscription. Use Change Your Plan instead.');
  assertSeatsFit(account, choice);
  const customer = await ensureCustomer(caller, account);
  const price = await planPrice(choice.tier, choice.billing_cycle);
  const code = choice.coupon_code?.trim().toUpperCase() ?? '';
  // Subscribing never throws away a free period: Stripe bills nothing until it ends.
  const firstCharge = firstChargeAt(freeUntil(account), now);
  const trialEnd = firstCharge ? Math.floor(Date.parse(firstCharge) / 1000) : undefined;
  return oneSubscribeCheckout(account, `${price.id} ${code} ${trialEnd ?? ''}`, () =>
    createCheckoutWithCoupon(
      {
        mode: 'subscription',
        customer,
        line_items: [{ price: price.id, quantity: 1 }],
        metadata: { kind: 'subscription', account_id: account.accountId },
        subscription_data: {
          metadata: { account_id: account.accountId },
          ...(trialEnd && { trial_end: trialEnd }),
        },
        success_url: `${billingUrl()}?checkout=success`,
        cancel_url: billingUrl(),
      },
      { code: choice.coupon_code, email: caller.user.email },
    ),
  );
}

/** The live subscription of an account, or 409. */
function liveSubscription(account: CountedAccount) {
  const billing = account.billing;
  if (!billing || !LIVE_STATUSES.has(billing.status) || !account.stripeCustomerId)
    throw new ConflictError('You have no active subscription. Subscribe first.');
  return { billing, customer: account.stripeCustomerId };
}

async function planChange(account: CountedAccount, choice: PlanChoice) {
  const { billing, customer } = liveSubscription(account);
  if (billing.tier === choice.tier && billing.cycle === choice.billing_cycle)
    throw new ConflictError('You are already on this plan.');
  assertSeatsFit(account, choice);
  const { subscription } = await readSubscription(billing.subscriptionId);
  const price = await planPrice(choice.tier, choice.billing_cycle);
  return { subscription, price, customer, itemId: subscription.items.data[0].id };
}

/** POST /api/subscriptions/preview: what changing plan costs now (prorated, invoiced at once). */
export async function previewPlanChangeFor(caller: Caller, choice: PlanChoice): Promise<ProrationPreview> {
  const account = await getAccountWithCounters(caller.accountId);
  const { subscription, price, customer, itemId } = await planChange(account, choice);
  const stripe = await stripeClient();
  // No proration_date: Stripe prorates at "now" on its own clock and names it; the change sends it back.
  const preview = await stripe.invoices.createPreview({
    customer,
    subscription: subscription.id,
    subscription_details: {
      items: [{ id: itemId, price: price.id }],
      proration_behavior: 'always_invoice',
    },
  });
  const discount = (preview.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  return {
    amount_due: centsAsDollars(preview.total),
    currency: preview.currency,
    lines: [
      ...preview.lines.data.map((line) => ({
        description: line.description ?? '',
        amount: centsAsDollars(line.amount),
      })),
      ...(discount > 0 ? [{ description: 'Your discount', amount: -centsAsDollars(discount) }] : []),
    ],
    next_billing_date: account.billing?.currentPeriodEnd ?? null,
    proration_date: preview.parent?.subscription_details?.subscription_proration_date ?? null,
  };
}

/** The 402 of a plan change whose invoice Stripe could not charge: nothing changed. */
const CHANGE_DECLINED =
  'Your card was declined, so your plan was not changed. Update your payment method and try again.';

/** Re-reads the subscription after our own change so the page shows it before the webhook lands. */
async function refreshed(
  caller: Caller,
  subscription: Stripe.Subscription,
  now: Date,
): Promise<SubscriptionView> {
  const read = await readSubscription(subscription.id);
  if (read.sync) await saveSubscriptionSync(caller.accountId, read.sync, now);
  return getSubscriptionFor(caller, undefined, now);
}

/** POST /api/subscriptions/change: moves to another plan now, prorated and invoiced at once. */
export async function changePlanFor(
  caller: Caller,
  choice: PlanChangeRequest,
  now = new Date(),
): Promise<SubscriptionView> {
  const account = await getAccountWithCounters(caller.accountId);
  const { subscription, price, itemId } = await planChange(account, choice);
  const stripe = await stripeClient();
  // The preview's proration moment makes the invoice equal the preview to the cent; error_if_incomplete
  // makes a declined charge change nothing (Stripe answers 402) instead of a plan on an unpaid invoice.
  const updated = await stripe.subscriptions
    .update(subscription.id, {
      items: [{ id: itemId, price: price.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      ...(choice.proration_date !== undefined && { proration_date: choice.proration_date }),
    })
    .catch((error: unknown) => {
      // Told apart by the SDK's `type`, not its classes: the plan view shares this module, and its bundle
      // carries no Stripe SDK.
      const { type, param } = (error ?? {}) as { type?: string; param?: string };
      if (type === 'StripeCardError') throw new PaymentRequiredError(CHANGE_DECLINED);
      if (type === 'StripeInvalidRequestError' && param === 'proration_date')
        throw new ConflictError('This preview is out of date. Preview the change again.');
      throw error;
    });
  return refreshed(caller, updated, now);
}

/** POST /api/subscriptions/cancel: cancels at the period end, with the reason; undoable until then. */
export async function cancelSubscriptionFor(
  caller: Caller,
  reason: string,
  now = new Date(),
): Promise<SubscriptionView> {
  const { billing } = liveSubscription(await getAccountWithCounters(caller.accountId));
  const stripe = await stripeClient();
  const updated = await stripe.subscriptions.update(billing.subscriptionId, {
    cancel_at_period_end: true,
    cancellation_details: { comment: reason },
  });
  return refreshed(caller, updated, now);
}

/** POST /api/subscriptions/resume: undoes a cancellation at the period end. */
export async function resumeSubscriptionFor(caller: Caller, now = new Date()): Promise<SubscriptionView> {
  const { billing } = liveSubscription(await getAccountWithCounters(caller.accountId));
  if (!billing.cancelAtPeriodEnd) throw new ConflictError('Your subscription is not set to cancel.');
  const stripe = await stripeClient();
  const updated = await stripe.subscriptions.update(billing.subscriptionId, { cancel_at_period_end: false });
  return refreshed(caller, updated, now);
}

/** POST /api/subscriptions/portal: Stripe's hosted portal to update the card (our pages never show card fields). */
export async function portalSessionFor(caller: Caller): Promise<{ url: string }> {
  const account = await getAccountWithCounters(caller.accountId);
  const customer = await ensureCustomer(caller, account);
  const stripe = await stripeClient();
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: billingUrl() });
  return { url: session.url };
}
