import { TRIAL_DAYS } from '../kernel/constants.js';
import { formatCents } from '../kernel/format.js';
import { BETA_FREE_DAYS } from '../kernel/plans.js';

/** Coupon types (docs/product.md#operations). */
export const COUPON_TYPES = ['free_beta', 'discount', 'extended_trial', 'combo'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Every coupon status (docs/product.md#operations); only active and disabled are ever stored, the others are derived. */
export const COUPON_STATUSES = ['active', 'expired', 'depleted', 'disabled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** The statuses an operator sets by hand; expired and depleted follow from dates and uses. */
export type StoredCouponStatus = 'active' | 'disabled';

/**
 * How long a coupon's discount lasts on a subscription, as Stripe's coupon `duration`: the first
 * invoice only, the invoices of the first `duration_in_months` months, or every invoice.
 */
export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];

/** The fields that decide what a coupon is worth and whether it can be used now. */
export interface CouponTerms {
  coupon_type: CouponType;
  discount_percent: number | null;
  discount_fixed: number | null;
  trial_days: number | null;
  grants_beta_access: boolean;
  /** How long the discount lasts on a subscription (absent on older coupons: once). */
  duration?: CouponDuration;
  /** Months of a `repeating` discount; null otherwise. */
  duration_in_months?: number | null;
  max_uses: number | null;
  max_uses_per_user: number;
  current_uses: number;
  valid_from: string | null;
  valid_until: string | null;
  status: StoredCouponStatus;
}

/** Types whose coupons carry a discount (the form shows the discount fields only for these). */
export function hasDiscount(type: CouponType): boolean {
  return type === 'discount' || type === 'combo';
}

/** Types whose coupons extend the trial (the form shows trial days only for these). */
export function hasTrialDays(type: CouponType): boolean {
  return type === 'extended_trial' || type === 'combo';
}

/**
 * Uses still free, or null when unlimited. `current_uses` counts final uses and the pending ones a
 * checkout holds until Stripe says its session completed or expired (docs/decisions.md, "Coupon holds").
 */
export function usesLeft(coupon: Pick<CouponTerms, 'max_uses' | 'current_uses'>): number | null {
  return coupon.max_uses === null ? null : Math.max(0, coupon.max_uses - coupon.current_uses);
}

/** Uses that are final: all taken less those still held by unfinished checkouts. */
export function finalUses(coupon: { current_uses: number; pending_uses?: number }): number {
  return coupon.current_uses - (coupon.pending_uses ?? 0);
}

/** The status shown for a coupon now: disabled wins, then expired (past valid_until), then depleted. */
export function couponStatus(coupon: CouponTerms, now = new Date()): CouponStatus {
  if (coupon.status === 'disabled') return 'disabled';
  if (coupon.valid_until && Date.parse(coupon.valid_until) <= now.getTime()) return 'expired';
  if (usesLeft(coupon) === 0) return 'depleted';
  return 'active';
}

/** Where a checkout's use stands: held while its session is open, then final (paid) or released (expired). */
export type HoldState = 'pending' | 'final' | 'released';

/** What settling a hold changes: its new state and the amounts added to the coupon's and the person's counts. */
export interface HoldSettlement {
  state: Exclude<HoldState, 'pending'>;
  /** Added to `current_uses` (final + pending). */
  uses: 0 | -1;
  /** Added to `pending_uses`. */
  pending: -1;
  /** Added to the person's count. */
  personUses: 0 | -1;
}

/**
 * Settle a hold once: a completed session makes the use final (it stops being pending, still counts),
 * an expired one gives it back to the code and the person. Null when the hold is not pending any more,
 * so a repeated or late webhook changes nothing.
 */
export function settleHold(
  current: HoldState | undefined,
  outcome: HoldSettlement['state'],
): HoldSettlement | null {
  if (current !== 'pending') return null;
  return outcome === 'final'
    ? { state: 'final', uses: 0, pending: -1, personUses: 0 }
    : { state: 'released', uses: -1, pending: -1, personUses: -1 };
}

/** The toggle switches active ↔ disabled only; expired and depleted coupons cannot be toggled. */
export function canToggle(coupon: CouponTerms, now = new Date()): boolean {
  const status = couponStatus(coupon, now);
  return status === 'active' || status === 'disabled';
}

/** Why a code cannot be redeemed, as the validate route and the sign-up name it. */
export const COUPON_REFUSALS = {
  unknown: 'This code does not exist',
  not_yet_valid: 'This code is not valid yet',
  expired: 'This code has expired',
  used_up: 'This code has been used up',
  disabled: 'This code has been disabled',
  already_used: 'You have already used this code',
} as const;
export type CouponRefusal = keyof typeof COUPON_REFUSALS;

/**
 * Whether one person may redeem the coupon now, given how often they already have; null when they
 * may. The redemption transaction re-checks uses and the per-person count as conditions.
 */
export function redemptionRefusal(
  coupon: CouponTerms | undefined,
  usesByThisPerson: number,
  now = new Date(),
): CouponRefusal | null {
  if (!coupon) return 'unknown';
  if (coupon.status === 'disabled') return 'disabled';
  if (coupon.valid_from && Date.parse(coupon.valid_from) > now.getTime()) return 'not_yet_valid';
  const status = couponStatus(coupon, now);
  if (status === 'expired') return 'expired';
  if (status === 'depleted') return 'used_up';
  if (usesByThisPerson >= coupon.max_uses_per_user) return 'already_used';
  return null;
}

/** What a redeemed coupon gives: the lead wires `discount` into presale checkout and billing subscribe. */
export interface CouponGrant {
  /** The account is flagged as a beta tester. */
  betaAccess: boolean;
  /** Length of the free trial that starts at sign-up, in days. */
  trialDays: number;
  /** A Stripe coupon to apply to a checkout or subscription (`percent_off` or `amount_off` in cents), or null. */
  discount: (({ percentOff: number } | { amountOffCents: number }) & DiscountDuration) | null;
}

/** How long a discount lasts, in Stripe's terms (`duration_in_months` only for `repeating`). */
export type DiscountDuration =
  { duration: 'once' | 'forever' } | { duration: 'repeating'; durationInMonths: number };

/** A coupon's discount duration; older coupons (and a repeating one without months) are `once`. */
export function discountDuration(
  coupon: Pick<CouponTerms, 'duration' | 'duration_in_months'>,
): DiscountDuration {
  if (coupon.duration === 'repeating' && coupon.duration_in_months)
    return { duration: 'repeating', durationInMonths: coupon.duration_in_months };
  return { duration: coupon.duration === 'forever' ? 'forever' : 'once' };
}

/** The duration in words: "first payment only", "first 3 months", "every payment". */
export function describeDuration(duration: DiscountDuration): string {
  if (duration.duration === 'repeating')
    return `first ${duration.durationInMonths} month${duration.durationInMonths === 1 ? '' : 's'}`;
  return duration.duration === 'forever' ? 'every payment' : 'first payment only';
}

/**
 * What a coupon grants (docs/decisions.md, "Coupon redemption"): free_beta → beta access and the
 * 30-day free beta; extended_trial → the trial plus trial_days; discount → a Stripe discount;
 * combo → all of its fields. grants_beta_access adds beta access to any type.
 */
export function couponGrant(
  coupon: Pick<
    CouponTerms,
    | 'coupon_type'
    | 'discount_percent'
    | 'discount_fixed'
    | 'trial_days'
    | 'grants_beta_access'
    | 'duration'
    | 'duration_in_months'
  >,
): CouponGrant {
  const betaAccess = coupon.coupon_type === 'free_beta' || coupon.grants_beta_access;
  const baseDays = betaAccess ? Math.max(TRIAL_DAYS, BETA_FREE_DAYS) : TRIAL_DAYS;
  const extraDays = hasTrialDays(coupon.coupon_type) ? (coupon.trial_days ?? 0) : 0;
  let discount: CouponGrant['discount'] = null;
  if (hasDiscount(coupon.coupon_type)) {
    const duration = discountDuration(coupon);
    if (coupon.discount_percent) discount = { percentOff: coupon.discount_percent, ...duration };
    else if (coupon.discount_fixed)
      discount = { amountOffCents: Math.round(coupon.discount_fixed * 100), ...duration };
  }
  return { betaAccess, trialDays: baseDays + extraDays, discount };
}

/** One sentence of what a coupon grants, for the validate answer and the sign-up form. */
export function describeGrant(grant: CouponGrant): string {
  const parts = [`a ${grant.trialDays}-day free trial`];
  if (grant.betaAccess) parts.push('beta tester access');
  const lasts = grant.discount ? ` (${describeDuration(grant.discount)})` : '';
  if (grant.discount && 'percentOff' in grant.discount)
    parts.push(`${grant.discount.percentOff}% off your plan${lasts}`);
  if (grant.discount && 'amountOffCents' in grant.discount)
    parts.push(`${formatCents(grant.discount.amountOffCents)} off your plan${lasts}`);
  return `This code gives you ${parts.join(', ')}.`;
}
