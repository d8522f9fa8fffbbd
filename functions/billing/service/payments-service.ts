import Stripe from 'stripe';
import { PRESALE_PACKAGES } from '@shared/kernel/plans.js';
import type { PaymentStatus, PresaleCheckoutRequest } from '@shared/billing/schemas/billing.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { config } from '../../platform/config.js';
import { spendDailyBudget } from '../../platform/data/daily-budget.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { getCampaign } from '../../public-site/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { createCheckoutWithCoupon } from './checkout-discount.js';

/** Metadata marking a Checkout Session as a presale purchase (anything else is not ours to show). */
export const PRESALE_KIND = 'presale';

/**
 * Presale checkouts per client address: a buyer needs a few, and each one holds a coupon use for as
 * long as its session stays open, so a script must not start them by the hundred.
 */
export const PRESALE_CHECKOUT_BY_CLIENT: RateLimit = {
  scope: 'presale-checkout',
  limit: 20,
  windowSeconds: 3600,
};
/** Presale checkouts of every client together: bounds the Stripe calls and holds a crowd of addresses makes. */
export const PRESALE_CHECKOUT_OVERALL: RateLimit = {
  scope: 'presale-checkout-all',
  limit: 120,
  windowSeconds: 60,
};
/** Status reads per client address: the payment-success page polls five times per visit. */
export const PAYMENT_STATUS_BY_CLIENT: RateLimit = { scope: 'payment-status', limit: 60, windowSeconds: 600 };
/** Status reads of every client together: each is a Stripe read, well under Stripe's own rate limit. */
export const PAYMENT_STATUS_OVERALL: RateLimit = {
  scope: 'payment-status-all',
  limit: 1200,
  windowSeconds: 60,
};

/** The one subject of the overall limits. */
const EVERYONE = 'all';

/** Count a public request against its client's limit, then against everyone's (429 with Retry-After over either). */
async function admit(byClient: RateLimit, overall: RateLimit, client: string, now: Date): Promise<void> {
  await hit(byClient, client, now);
  await hit(overall, EVERYONE, now);
}

/** The app's own origin; a redirect anywhere else would be an open redirect. */
function ownOrigin(originUrl: string): string {
  const origin = new URL(originUrl).origin;
  if (origin !== new URL(config.APP_URL).origin) throw new ValidationError('Invalid origin');
  return origin;
}

/**
 * POST /api/payments/checkout: a Checkout Session in `payment` mode for a presale package (the
 * presale price plus the discounted setup fee). Fulfilment happens only from the webhook.
 * Counted against the client's and the overall limit. A coupon code's use is held for the buyer's
 * email and its discount attached; the use is given back if Stripe refuses the session or it expires.
 */
export async function startPresaleCheckout(
  input: PresaleCheckoutRequest,
  client: string,
  now = new Date(),
): Promise<{ checkout_url: string; session_id: string }> {
  await admit(PRESALE_CHECKOUT_BY_CLIENT, PRESALE_CHECKOUT_OVERALL, client, now);
  await spendDailyBudget('payments-checkout', now);
  const origin = ownOrigin(input.origin_url);
  const pkg = PRESALE_PACKAGES.find((candidate) => candidate.id === input.package_id)!;
  const campaign = await getCampaign();
  if (
    campaign &&
    (campaign.beta_seats_remaining <= 0 || Date.parse(campaign.presale_ends_at) <= now.getTime())
  )
    throw new ConflictError('The presale has ended.');
  const line = (name: string, dollars: number) => ({
    price_data: { currency: 'usd', unit_amount: dollars * 100, product_data: { name } },
    quantity: 1,
  });
  return createCheckoutWithCoupon(
    {
      mode: 'payment',
      customer_email: input.customer_email,
      line_items: [line(pkg.name, pkg.presalePrice), line('Setup fee (presale, 50% off)', pkg.setupFee)],
      metadata: { kind: PRESALE_KIND, package_id: pkg.id, customer_name: input.customer_name },
      success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/payment-cancelled`,
    },
    { code: input.coupon_code, email: input.customer_email, now },
  );
}

/** GET /api/payments/status/{session_id}: Stripe's state of a presale session; 404 for unknown or foreign ones. */
export async function presalePaymentStatus(
  sessionId: string,
  client: string,
  now = new Date(),
): Promise<PaymentStatus> {
  await admit(PAYMENT_STATUS_BY_CLIENT, PAYMENT_STATUS_OVERALL, client, now);
  if (!/^cs_[A-Za-z0-9_]{4,200}$/.test(sessionId)) throw new NotFoundError('Payment session not found');
  let session: Stripe.Checkout.Session;
  try {
    const stripe = await stripeClient();
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
      throw new NotFoundError('Payment session not found', { cause: error });
    throw error;
  }
  if (session.metadata?.kind !== PRESALE_KIND || session.mode !== 'payment')
    throw new NotFoundError('Payment session not found');
  return {
    payment_status: session.payment_status as PaymentStatus['payment_status'],
    status: (session.status ?? 'open') as PaymentStatus['status'],
    amount: (session.amount_total ?? 0) / 100,
    currency: session.currency ?? 'usd',
    transaction_id:
      (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ??
      session.id,
  };
}
