import Stripe from 'stripe';
import type { CouponGrant } from '@shared/operations/coupons.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { ValidationError } from '../../platform/errors.js';
import { redeemCoupon } from '../../operations/index.js';

/** What a checkout attaches for a coupon code, and how to give the use back if the checkout fails. */
interface CheckoutDiscount {
  discounts?: { coupon: string }[];
  undo: () => Promise<void>;
}

const NO_DISCOUNT = 'This code gives no discount at checkout. Use it when you create your account.';

/**
 * A Stripe Checkout Session (presale or subscribe) with the discount of the buyer's coupon code, if
 * any: the code is redeemed for `email` first, and the use is given back if Stripe refuses the session.
 */
export async function createCheckoutWithCoupon(
  params: Stripe.Checkout.SessionCreateParams,
  coupon: { code: string | undefined; email: string; now?: Date },
): Promise<{ checkout_url: string; session_id: string }> {
  const discount = await checkoutDiscount(coupon.code, coupon.email, coupon.now);
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions
    .create({ ...params, ...(discount.discounts && { discounts: discount.discounts }) })
    .catch(async (error: unknown) => {
      await discount.undo();
      throw error;
    });
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
  return { checkout_url: session.url, session_id: session.id };
}

/**
 * Redeem a coupon code at a checkout (presale or subscribe) for the buyer's email and turn its grant
 * into the Stripe coupon to attach. The browser only ever sends our code: a Stripe coupon id is never
 * taken from a request, so nobody can apply a discount no operator created.
 */
async function checkoutDiscount(
  code: string | undefined,
  email: string,
  now = new Date(),
): Promise<CheckoutDiscount> {
  if (!code) return { undo: async () => {} };
  const redemption = await redeemCoupon(code, email, now);
  const discount = redemption.grant.discount;
  if (!discount) {
    await redemption.undo();
    throw new ValidationError(NO_DISCOUNT, { errors: [{ path: 'coupon_code', message: NO_DISCOUNT }] });
  }
  try {
    return { discounts: [{ coupon: await stripeCoupon(redemption.code, discount) }], undo: redemption.undo };
  } catch (error) {
    await redemption.undo();
    throw error;
  }
}

/**
 * The Stripe coupon of one code and discount, created on first use. Its id names both, so a code an
 * operator deleted and made again with another discount never reuses the old Stripe coupon.
 */
async function stripeCoupon(code: string, discount: NonNullable<CouponGrant['discount']>): Promise<string> {
  const amount =
    'percentOff' in discount
      ? { percent_off: discount.percentOff }
      : { amount_off: discount.amountOffCents, currency: 'usd' };
  const id = `ridgeline_${code}_${'percentOff' in discount ? `${discount.percentOff}pct` : `${discount.amountOffCents}c`}`;
  try {
    const stripe = await stripeClient();
    await stripe.coupons.create({ id, duration: 'once', name: code, ...amount });
  } catch (error) {
    // Made by an earlier checkout with the same code: reuse it.
    if (!(
      error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists'
    ))
      throw error;
  }
  return id;
}
