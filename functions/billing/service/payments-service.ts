import Stripe from 'stripe';
import { PRESALE_PACKAGES } from '@shared/kernel/plans.js';
import type { PaymentStatus, PresaleCheckoutRequest } from '@shared/billing/schemas/billing.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { config } from '../../platform/config.js';
import { getCampaign } from '../../public-site/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { createCheckoutWithCoupon } from './checkout-discount.js';

/** Metadata marking a Checkout Session as a presale purchase (anything else is not ours to show). */
export const PRESALE_KIND = 'presale';

/** The app's own origin; a redirect anywhere else would be an open redirect. */
function ownOrigin(originUrl: string): string {
  const origin = new URL(originUrl).origin;
  if (origin !== new URL(config.APP_URL).origin) throw new ValidationError('Invalid origin');
  return origin;
}

/**
 * POST /api/payments/checkout: a Checkout Session in `payment` mode for a presale package (the
 * presale price plus the discounted setup fee). Fulfilment happens only from the webhook.
 * A coupon code is redeemed for the buyer's email and its discount attached; the use is given back
 * if Stripe refuses the session.
 */
export async function startPresaleCheckout(
  input: PresaleCheckoutRequest,
  now = new Date(),
): Promise<{ checkout_url: string; session_id: string }> {
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
export async function presalePaymentStatus(sessionId: string): Promise<PaymentStatus> {
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
