import Stripe from 'stripe';
import type { CouponGrant } from '@shared/operations/coupons.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { ValidationError } from '../../platform/errors.js';
import { redeemCoupon } from '../../operations/index.js';

/** What a checkout attaches for a coupon code, and how to give the use back if the checkout fails. */
interface CheckoutDiscount {
  discounts?: { coupon: string }[];
  /** The held use, named on the session so its webhook settles it (see `couponHoldOf`). */
  metadata?: Record<string, string>;
  undo: () => Promise<void>;
}

/**
 * How long a Checkout Session stays open: Stripe's minimum is 30 minutes after creation, measured on
 * Stripe's clock when the request arrives, so a minute of margin keeps latency and clock skew from
 * turning "30 minutes" into a refusal (docs/decisions.md, "Coupon holds").
 */
export const CHECKOUT_OPEN_SECONDS = 31 * 60;

/** The session metadata naming a coupon hold. */
const HOLD_COUPON = 'coupon_id';
const HOLD_REDEMPTION = 'coupon_hold';

/** The coupon use a Checkout Session holds, read from its metadata; undefined for a session without one. */
export function couponHoldOf(
  session: Pick<Stripe.Checkout.Session, 'metadata'>,
): { couponId: string; redemptionId: string } | undefined {
  const couponId = session.metadata?.[HOLD_COUPON];
  const redemptionId = session.metadata?.[HOLD_REDEMPTION];
  return couponId && redemptionId ? { couponId, redemptionId } : undefined;
}

const NO_DISCOUNT = 'This code gives no discount at checkout. Use it when you create your account.';

/**
 * A Stripe Checkout Session (presale or subscribe), open for 31 minutes, with the discount of the
 * buyer's coupon code, if any: the code's use is held for `email` first (pending until the session's
 * webhook makes it final or gives it back) and given back at once if Stripe refuses the session.
 */
export async function createCheckoutWithCoupon(
  params: Stripe.Checkout.SessionCreateParams,
  coupon: { code: string | undefined; email: string; now?: Date },
): Promise<{ checkout_url: string; session_id: string }> {
  const now = coupon.now ?? new Date();
  const discount = await checkoutDiscount(coupon.code, coupon.email, now);
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions
    .create({
      ...params,
      expires_at: Math.floor(now.getTime() / 1000) + CHECKOUT_OPEN_SECONDS,
      ...(discount.discounts && { discounts: discount.discounts }),
      ...(discount.metadata && { metadata: { ...params.metadata, ...discount.metadata } }),
    })
    .catch(async (error: unknown) => {
      await discount.undo();
      throw error;
    });
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { checkout_url: session.url, session_id: session.id };
}

/**
 * Hold a use of a coupon code at a checkout (presale or subscribe) for the buyer's email and turn its
 * grant into the Stripe coupon to attach. The browser only ever sends our code: a Stripe coupon id is
 * never taken from a request, so nobody can apply a discount no operator created.
 */
async function checkoutDiscount(
  code: string | undefined,
  email: string,
  now: Date,
): Promise<CheckoutDiscount> {
  if (!code) return { undo: async () => {} };
  const redemption = await redeemCoupon(code, email, now, { hold: true });
  const discount = redemption.grant.discount;
  if (!discount) {
    await redemption.undo();
    throw new ValidationError(NO_DISCOUNT, { errors: [{ path: 'coupon_code', message: NO_DISCOUNT }] });
  }
  try {
    return {
      discounts: [{ coupon: await stripeCoupon(redemption.code, discount) }],
      metadata: { [HOLD_COUPON]: redemption.couponId, [HOLD_REDEMPTION]: redemption.redemptionId },
      undo: redemption.undo,
    };
  } catch (error) {
    await redemption.undo();
    throw error;
  }
}

/**
 * The Stripe coupon of one code and discount, created on first use. Its id names the code, the amount
 * and the duration, so a code an operator deleted and made again with other terms never reuses the
 * old Stripe coupon.
 */
async function stripeCoupon(code: string, discount: NonNullable<CouponGrant['discount']>): Promise<string> {
  const amount =
    'percentOff' in discount
      ? { percent_off: discount.percentOff }
      : { amount_off: discount.amountOffCents, currency: 'usd' };
  // Stripe's duration: once (first invoice), repeating (the first N months' invoices) or forever.
  const lasts =
    discount.duration === 'repeating'
      ? { duration: 'repeating' as const, duration_in_months: discount.durationInMonths }
      : { duration: discount.duration };
  const size = 'percentOff' in discount ? `${discount.percentOff}pct` : `${discount.amountOffCents}c`;
  const id = `ridgeline_${code}_${size}_${discount.duration}${'durationInMonths' in discount ? discount.durationInMonths : ''}`;
  try {
    const stripe = await stripeClient();
    await stripe.coupons.create({ id, name: code, ...amount, ...lasts });
  } catch (error) {
    // Made by an earlier checkout with the same code: reuse it.
    if (!(
      error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists'
    ))
      throw error;
  }
  return id;
}
