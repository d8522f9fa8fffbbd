import * as z from '../../kernel/zod.js';
import { keysOf } from '../../kernel/format.js';
import {
  COUPON_DURATIONS,
  COUPON_REFUSALS,
  COUPON_STATUSES,
  COUPON_TYPES,
  hasDiscount,
  hasTrialDays,
  type CouponDuration,
  type CouponType,
} from '../coupons.js';
import { optionalText } from '../../kernel/schemas/common.js';

/** A coupon code as typed: trimmed and forced to upper case (docs/product.md#operations). */
export const couponCode = z.pipe(
  z.pipe(
    z
      .string({ error: 'Code is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Code is required'),
        z.maxLength(40, 'Code must be at most 40 characters'),
      ),
    z.transform((value) => value.toUpperCase()),
  ),
  z.string().check(z.regex(/^[A-Z0-9_-]+$/, 'Code may hold only letters, digits, - and _')),
);

/** An optional coupon code field of a sign-up or checkout: blank means none. */
export const optionalCouponCode = z.optional(
  z.pipe(
    z.transform((value) => (value === '' || value === null ? undefined : value)),
    z.optional(couponCode),
  ),
);

// Blank inputs of the form arrive as null or ''; both mean "not set".
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function optionalNumber(label: string, min: number, max?: number, integer = false) {
  let number = z
    .number({ error: `${label} must be a number` })
    .check(z.gte(min, `${label} must be at least ${min}`));
  if (max !== undefined) number = number.check(z.lte(max, `${label} must be at most ${max}`));
  const checked = integer ? number.check(z.int(`${label} must be a whole number`)) : number;
  return z.optional(z.pipe(z.transform(blankToNull), z.nullable(checked)));
}

const isoDate = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.pipe(
      z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date')),
      z.transform((value) => new Date(value).toISOString()),
    ),
  ),
);

/** POST /api/coupons/ body (docs/product.md#operations), with the form's rules; fields that do not apply to the type are dropped. */
export const createCouponRequest = z.pipe(
  z
    .strictObject({
      code: couponCode,
      coupon_type: z.enum(COUPON_TYPES, {
        error: 'Coupon type must be free_beta, discount, extended_trial or combo',
      }),
      description: optionalText('Description', 500),
      discount_percent: optionalNumber('Discount percent', 0, 100),
      discount_fixed: optionalNumber('Discount fixed', 0, 100_000),
      trial_days: optionalNumber('Trial days', 0, 3650, true),
      // Off unless the operator ticks it: a discount code should not quietly make testers (docs/decisions.md).
      grants_beta_access: z._default(z.boolean(), false),
      duration: z._default(
        z.enum(COUPON_DURATIONS, { error: 'Duration must be once, repeating or forever' }),
        'once',
      ),
      duration_in_months: optionalNumber('Months', 1, 36, true),
      max_uses: optionalNumber('Max total uses', 0, 1_000_000, true),
      max_uses_per_user: z.pipe(
        z.transform((value) => (value === '' || value === null || value === undefined ? 1 : value)),
        z
          .number({ error: 'Max uses per user must be a number' })
          .check(
            z.int('Max uses per user must be a whole number'),
            z.gte(1, 'Max uses per user must be at least 1'),
            z.lte(1000, 'Max uses per user must be at most 1000'),
          ),
      ),
      valid_from: z.optional(isoDate),
      valid_until: z.optional(isoDate),
    })
    .check(
      z.superRefine((coupon, ctx) => {
        if (coupon.valid_from && coupon.valid_until && coupon.valid_from >= coupon.valid_until)
          ctx.addIssue({
            code: 'custom',
            path: ['valid_until'],
            message: 'Valid until must be after valid from',
          });
        if (hasDiscount(coupon.coupon_type) && coupon.duration === 'repeating' && !coupon.duration_in_months)
          ctx.addIssue({
            code: 'custom',
            path: ['duration_in_months'],
            message: 'Months are required when the discount repeats',
          });
      }),
    ),
  z.transform((coupon) => ({
    ...coupon,
    description: coupon.description ?? null,
    discount_percent: hasDiscount(coupon.coupon_type) ? (coupon.discount_percent ?? null) : null,
    discount_fixed: hasDiscount(coupon.coupon_type) ? (coupon.discount_fixed ?? null) : null,
    trial_days: hasTrialDays(coupon.coupon_type) ? (coupon.trial_days ?? null) : null,
    // A duration only means something for a discount; months only for a repeating one.
    duration: hasDiscount(coupon.coupon_type) ? coupon.duration : ('once' as const),
    duration_in_months:
      hasDiscount(coupon.coupon_type) && coupon.duration === 'repeating'
        ? (coupon.duration_in_months ?? null)
        : null,
    max_uses: coupon.max_uses ?? null,
    valid_from: coupon.valid_from ?? null,
    valid_until: coupon.valid_until ?? null,
  })),
);
export type CreateCouponRequest = z.input<typeof createCouponRequest>;
export type CreateCouponInput = z.output<typeof createCouponRequest>;

/** The Create Coupon form as typed: every field but the type, the duration and the beta flag is text. */
export type CouponDraft = Record<
  Exclude<keyof CreateCouponRequest, 'coupon_type' | 'grants_beta_access' | 'duration'>,
  string
> & { coupon_type: CouponType | ''; grants_beta_access: boolean; duration: CouponDuration };

const typedNumber = (text: string) => (text.trim() === '' ? null : Number(text));
// A date input gives YYYY-MM-DD; the coupon is valid from the start of that day and until its end (UTC).
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : null);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999Z` : null);

/** The operators' Create Coupon form: its text read into the request and checked by the request's rules. */
export const createCouponForm = z.pipe(
  z.transform((draft: CouponDraft): CreateCouponRequest => ({
    ...draft,
    coupon_type: draft.coupon_type as CouponType,
    discount_percent: typedNumber(draft.discount_percent),
    discount_fixed: typedNumber(draft.discount_fixed),
    trial_days: typedNumber(draft.trial_days),
    duration_in_months: typedNumber(draft.duration_in_months),
    max_uses: typedNumber(draft.max_uses),
    max_uses_per_user: typedNumber(draft.max_uses_per_user) ?? 1,
    valid_from: dayStart(draft.valid_from),
    valid_until: dayEnd(draft.valid_until),
  })),
  createCouponRequest,
);

/** A coupon as the API shows it (docs/product.md#operations); `status` is the derived one. */
export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  coupon_type: z.enum(COUPON_TYPES),
  description: z.nullable(z.string()),
  discount_percent: z.nullable(z.number()),
  discount_fixed: z.nullable(z.number()),
  trial_days: z.nullable(z.number()),
  grants_beta_access: z.boolean(),
  duration: z.enum(COUPON_DURATIONS),
  duration_in_months: z.nullable(z.number()),
  max_uses: z.nullable(z.number()),
  max_uses_per_user: z.number(),
  current_uses: z.number(),
  /** Of `current_uses`, those held by checkouts not completed yet (given back if their session expires). */
  pending_uses: z.optional(z.number()),
  valid_from: z.nullable(z.string()),
  valid_until: z.nullable(z.string()),
  status: z.enum(COUPON_STATUSES),
  created_at: z.string(),
});
export type CouponView = z.infer<typeof couponView>;

/** GET /api/coupons/ answer: every coupon, newest first (the spec's screen reads a plain list). */
export const couponListResponse = z.array(couponView);

/** GET /api/coupons/stats/usage answer (docs/product.md#operations). */
export const couponStatsResponse = z.object({
  total_coupons: z.number(),
  active_coupons: z.number(),
  total_redemptions: z.number(),
});
export type CouponStats = z.infer<typeof couponStatsResponse>;

/** Where a redemption stands: made at sign-up (final), or held by a checkout until it is paid or expires. */
export const REDEMPTION_STATES = ['final', 'pending', 'released'] as const;

/** One redemption of a coupon: who (address as given) and when. */
export const couponRedemptionView = z.object({
  id: z.string(),
  email: z.string(),
  redeemed_at: z.string(),
  /** `signup` for a code given when the account was created, `checkout` for one at a Stripe checkout. */
  source: z.enum(['signup', 'checkout']),
  state: z.enum(REDEMPTION_STATES),
  settled_at: z.nullable(z.string()),
});
export type CouponRedemptionView = z.infer<typeof couponRedemptionView>;

/** GET /api/coupons/{id}/redemptions answer: every redemption, newest first. */
export const couponRedemptionsResponse = z.object({
  code: z.string(),
  redemptions: z.array(couponRedemptionView),
});

/** `{id}` of the coupon routes. */
export const couponPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** PUT /api/coupons/{id}/status?new_status= — one of the spec's statuses, else 400. */
export const couponStatusQuery = z.object({
  new_status: z.enum(COUPON_STATUSES, { error: 'new_status must be active, expired, depleted or disabled' }),
});

/** Answer of the status change: the coupon and the spec's banner message. */
export const couponStatusResponse = z.object({ message: z.string(), coupon: couponView });

/** DELETE /api/coupons/{id} answer: deleted, or disabled instead when it has redemptions. */
export const deleteCouponResponse = z.object({
  message: z.string(),
  deleted: z.boolean(),
  coupon: z.nullable(couponView),
});

/**
 * POST /api/coupons/validate body: the code only. No email: the public check must not tell whether an
 * address already used a code; the one-per-customer check is at redemption (docs/decisions.md).
 */
export const validateCouponRequest = z.strictObject({ code: couponCode });

const refusalCodes = keysOf(COUPON_REFUSALS);

/** What a code grants, or the exact reason it does not. */
export const validateCouponResponse = z.object({
  valid: z.boolean(),
  code: z.string(),
  reason: z.nullable(z.enum(refusalCodes)),
  message: z.string(),
  grants: z.nullable(
    z.object({
      coupon_type: z.enum(COUPON_TYPES),
      beta_access: z.boolean(),
      trial_days: z.number(),
      discount_percent: z.nullable(z.number()),
      discount_fixed: z.nullable(z.number()),
    }),
  ),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;
