import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import {
  canToggle,
  COUPON_REFUSALS,
  couponGrant,
  couponStatus,
  describeGrant,
  finalUses,
  redemptionRefusal,
  type CouponGrant,
  type CouponRefusal,
  type CouponStatus,
} from '@shared/operations/coupons.js';
import type {
  CouponRedemptionView,
  CouponStats,
  CouponView,
  CreateCouponInput,
  ValidateCouponResponse,
} from '@shared/operations/schemas/coupons.js';
import { normaliseEmail } from '@shared/kernel/email-identity.js';
import { clientAddress } from '../../platform/client-address.js';
import type { Actor } from '../../platform/data/audit.js';
import {
  deleteCoupon,
  deleteRedemption,
  getCoupon,
  getCouponByCode,
  getUsesByPerson,
  listAllCoupons,
  listCouponRedemptions,
  putCoupon,
  redeemCouponOnce,
  saveCouponStatus,
  settleRedemptionHold,
  type CouponRecord,
} from '../data/coupons.js';
import { spendDailyBudget } from '../../platform/data/daily-budget.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { centsAsDollars } from '@shared/kernel/format.js';

/** Code checks per client address: enough for a person typing, a wall for guessing codes. */
export const COUPON_VALIDATE_LIMIT: RateLimit = { scope: 'coupon-validate', limit: 20, windowSeconds: 3600 };

/** A coupon as the API shows it, with its status derived now. */
export function couponView(coupon: CouponRecord, now = new Date()): CouponView {
  return {
    id: coupon.id,
    code: coupon.code,
    coupon_type: coupon.coupon_type,
    description: coupon.description,
    discount_percent: coupon.discount_percent,
    discount_fixed: coupon.discount_fixed,
    trial_days: coupon.trial_days,
    grants_beta_access: coupon.grants_beta_access,
    duration: coupon.duration ?? 'once',
    duration_in_months: coupon.duration_in_months ?? null,
    max_uses: coupon.max_uses,
    max_uses_per_user: coupon.max_uses_per_user,
    current_uses: coupon.current_uses,
    pending_uses: coupon.pending_uses ?? 0,
    valid_from: coupon.valid_from,
    valid_until: coupon.valid_until,
    status: couponStatus(coupon, now),
    created_at: coupon.created_at,
  };
}

/** Every coupon, newest first. */
export async function listCoupons(now = new Date()): Promise<CouponView[]> {
  return (await listAllCoupons()).map((coupon) => couponView(coupon, now));
}

/** The stats cards: how many coupons, how many active now, and redemptions in all. */
export async function couponStats(now = new Date()): Promise<CouponStats> {
  const coupons = await listAllCoupons();
  return {
    total_coupons: coupons.length,
    active_coupons: coupons.filter((coupon) => couponStatus(coupon, now) === 'active').length,
    // Uses held by checkouts not paid yet are not redemptions (yet).
    total_redemptions: coupons.reduce((sum, coupon) => sum + finalUses(coupon), 0),
  };
}

/**
 * Who redeemed a coupon and when, newest first: the address as given, at sign-up (final at once) or
 * at a checkout (held until its session is paid or expires). Kept when the coupon is disabled.
 */
export async function listRedemptions(
  couponId: string,
): Promise<{ code: string; redemptions: CouponRedemptionView[] }> {
  const coupon = await existingCoupon(couponId);
  const records = await listCouponRedemptions(couponId);
  return {
    code: coupon.code,
    redemptions: records.map((record) => ({
      id: record.id,
      email: record.email,
      redeemed_at: record.redeemed_at,
      source: record.state ? 'checkout' : 'signup',
      state: record.state ?? 'final',
      settled_at: record.settled_at ?? null,
    })),
  };
}

/** Create a coupon (its code unique by a conditional write). */
export async function createCoupon(
  input: CreateCouponInput,
  actor: Actor,
  now = new Date(),
): Promise<CouponView> {
  const coupon: CouponRecord = {
    ...input,
    id: ulid(now.getTime()),
    current_uses: 0,
    status: 'active',
    created_at: now.toISOString(),
    created_by: actor.userId,
    version: 1,
  };
  await putCoupon(coupon, actor, now);
  return couponView(coupon, now);
}

async function existingCoupon(couponId: string): Promise<CouponRecord> {
  const coupon = await getCoupon(couponId);
  if (!coupon) throw new NotFoundError('Coupon not found');
  return coupon;
}

/** The toggle: active ↔ disabled only; an expired or depleted coupon (or either as a target) is a 409. */
export async function changeCouponStatus(
  couponId: string,
  newStatus: CouponStatus,
  actor: Actor,
  now = new Date(),
): Promise<{ message: string; coupon: CouponView }> {
  const coupon = await existingCoupon(couponId);
  if (!canToggle(coupon, now))
    throw new ConflictError(`A ${couponStatus(coupon, now)} coupon cannot be enabled or disabled`);
  if (newStatus !== 'active' && newStatus !== 'disabled')
    throw new ConflictError(`A coupon becomes ${newStatus} by itself; it can only be set active or disabled`);
  const saved = coupon.status === newStatus ? coupon : await saveCouponStatus(coupon, newStatus, actor, now);
  return {
    message: newStatus === 'active' ? 'Coupon enabled' : 'Coupon disabled',
    coupon: couponView(saved, now),
  };
}

/** Delete a never-redeemed coupon; one with redemptions is disabled instead and its history kept. */
export async function removeCoupon(
  couponId: string,
  actor: Actor,
  now = new Date(),
): Promise<{ message: string; deleted: boolean; coupon: CouponView | null }> {
  const coupon = await existingCoupon(couponId);
  if (coupon.current_uses === 0 && (await deleteCoupon(coupon, actor, now)))
    return { message: 'Coupon deleted successfully', deleted: true, coupon: null };
  const current = await existingCoupon(couponId);
  const disabled =
    current.status === 'disabled' ? current : await saveCouponStatus(current, 'disabled', actor, now);
  return {
    message: 'This coupon has redemptions, so it was disabled instead and its history kept',
    deleted: false,
    coupon: couponView(disabled, now),
  };
}

function grantsOf(coupon: CouponRecord, grant: CouponGrant): NonNullable<ValidateCouponResponse['grants']> {
  return {
    coupon_type: coupon.coupon_type,
    beta_access: grant.betaAccess,
    trial_days: grant.trialDays,
    discount_percent: grant.discount && 'percentOff' in grant.discount ? grant.discount.percentOff : null,
    discount_fixed:
      grant.discount && 'amountOffCents' in grant.discount
        ? centsAsDollars(grant.discount.amountOffCents)
        : null,
  };
}

/**
 * What a code grants, or the exact reason it does not (public; counted against the client's limit and
 * the day's budget). It answers for the code, never for a person: whether someone already used it is
 * checked only where it is redeemed.
 */
export async function validateCoupon(
  code: string,
  event: APIGatewayProxyEventV2,
  now = new Date(),
): Promise<ValidateCouponResponse> {
  await hit(COUPON_VALIDATE_LIMIT, clientAddress(event), now);
  await spendDailyBudget('coupon-validate', now);
  const coupon = await getCouponByCode(code);
  const refusal = redemptionRefusal(coupon, 0, now);
  if (refusal || !coupon)
    return {
      valid: false,
      code,
      reason: refusal ?? 'unknown',
      message: COUPON_REFUSALS[refusal ?? 'unknown'],
      grants: null,
    };
  const grant = couponGrant(coupon);
  return { valid: true, code, reason: null, message: describeGrant(grant), grants: grantsOf(coupon, grant) };
}

/** A coupon redeemed for one person: what it grants, and how to undo it if what follows fails. */
export interface Redemption {
  couponId: string;
  /** The redemption's id; for a hold, what its checkout session carries to settle it later. */
  redemptionId: string;
  code: string;
  grant: CouponGrant;
  undo: () => Promise<void>;
}

function refused(reason: CouponRefusal): ValidationError {
  return new ValidationError(COUPON_REFUSALS[reason], {
    errors: [{ path: 'coupon', message: COUPON_REFUSALS[reason] }],
  });
}

/**
 * Redeem a code for one person (by normalised email, so `+tag` and Gmail-dot spellings are one
 * person) inside one transaction — the service call sign-up uses; presale checkout and billing
 * subscribe use it with `hold`, a pending use their session's webhook settles (`settleCouponHold`).
 * It refuses with the exact reason (400, field `coupon`) and returns the grant (beta flag, trial
 * days, Stripe discount).
 */
export async function redeemCoupon(
  code: string,
  email: string,
  now = new Date(),
  options: { hold?: boolean } = {},
): Promise<Redemption> {
  const person = normaliseEmail(email);
  const coupon = await getCouponByCode(code);
  const refusal = redemptionRefusal(coupon, coupon ? await getUsesByPerson(coupon.id, person) : 0, now);
  if (refusal || !coupon) throw refused(refusal ?? 'unknown');
  const redemptionId = ulid(now.getTime());
  const outcome = await redeemCouponOnce(coupon, { email, person }, redemptionId, now, options.hold);
  if ('refused' in outcome) {
    if (outcome.refused === 'person') throw refused('already_used');
    const current = await getCoupon(coupon.id);
    throw refused(redemptionRefusal(current, 0, now) ?? 'used_up');
  }
  return {
    couponId: coupon.id,
    redemptionId,
    code: coupon.code,
    grant: couponGrant(coupon),
    undo: options.hold
      ? async () => {
          await settleRedemptionHold(coupon.id, redemptionId, 'released', now);
        }
      : () => deleteRedemption(coupon.id, person, redemptionId),
  };
}

/**
 * Settle the use a checkout held, once its Stripe session completed (final) or expired (given back
 * to the code and the person). True when this call changed it; a repeated webhook finds it settled.
 */
export function settleCouponHold(
  hold: { couponId: string; redemptionId: string },
  outcome: 'final' | 'released',
  now = new Date(),
): Promise<boolean> {
  return settleRedemptionHold(hold.couponId, hold.redemptionId, outcome, now);
}

/**
 * Refuse (400, field `coupon`) a code that no one could redeem now: unknown, disabled, expired or
 * used up. Per-person use is left to the redemption, so this says nothing about an email.
 */
export async function assertCouponRedeemable(code: string, now = new Date()): Promise<void> {
  const coupon = await getCouponByCode(code);
  const refusal = redemptionRefusal(coupon, 0, now);
  if (refusal || !coupon) throw refused(refusal ?? 'unknown');
}
