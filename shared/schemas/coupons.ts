import * as z from 'zod';
import {
  COUPON_REFUSALS,
  COUPON_STATUSES,
  COUPON_TYPES,
  hasDiscount,
  hasTrialDays,
  type CouponRefusal,
} from '../domain/coupons.js';
import { optionalText } from './common.js';

/** A coupon code as typed: trimmed and forced to upper case (spec 001 §5). */
export const couponCode = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(40, 'Code must be at most 40 characters')
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, 'Code may hold only letters, digits, - and _'));

/** An optional coupon code field of a sign-up or checkout: blank means none. */
export const optionalCouponCode = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  couponCode.optional(),
);

// Blank inputs of the form arrive as null or ''; both mean "not set".
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function optionalNumber(label: string, min: number, max?: number, integer = false) {
  let number = z.number({ error: `${label} must be a number` }).min(min, `${label} must be at least ${min}`);
  if (max !== undefined) number = number.max(max, `${label} must be at most ${max}`);
  const checked = integer ? number.int(`${label} must be a whole number`) : number;
  return z.preprocess(blankToNull, checked.nullable()).optional();
}

const isoDate = z.preprocess(
  blankToNull,
  z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date')
    .transform((value) => new Date(value).toISOString())
    .nullable(),
);

/** POST /api/coupons/ body (spec 001 §7), with spec 001 §5's rules; fields that do not apply to the type are dropped. */
export const createCouponRequest = z
  .strictObject({
    code: couponCode,
    coupon_type: z.enum(COUPON_TYPES, {
      error: 'Coupon type must be free_beta, discount, extended_trial or combo',
    }),
    description: optionalText('Description', 500),
    discount_percent: optionalNumber('Discount percent', 0, 100),
    discount_fixed: optionalNumber('Discount fixed', 0, 100_000),
    trial_days: optionalNumber('Trial days', 0, 3650, true),
    grants_beta_access: z.boolean().default(true),
    max_uses: optionalNumber('Max total uses', 0, 1_000_000, true),
    max_uses_per_user: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 1 : value),
      z
        .number({ error: 'Max uses per user must be a number' })
        .int('Max uses per user must be a whole number')
        .min(1, 'Max uses per user must be at least 1')
        .max(1000, 'Max uses per user must be at most 1000'),
    ),
    valid_from: isoDate.optional(),
    valid_until: isoDate.optional(),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.valid_from && coupon.valid_until && coupon.valid_from >= coupon.valid_until)
      ctx.addIssue({
        code: 'custom',
        path: ['valid_until'],
        message: 'Valid until must be after valid from',
      });
  })
  .transform((coupon) => ({
    ...coupon,
    description: coupon.description ?? null,
    discount_percent: hasDiscount(coupon.coupon_type) ? (coupon.discount_percent ?? null) : null,
    discount_fixed: hasDiscount(coupon.coupon_type) ? (coupon.discount_fixed ?? null) : null,
    trial_days: hasTrialDays(coupon.coupon_type) ? (coupon.trial_days ?? null) : null,
    max_uses: coupon.max_uses ?? null,
    valid_from: coupon.valid_from ?? null,
    valid_until: coupon.valid_until ?? null,
  }));
export type CreateCouponRequest = z.input<typeof createCouponRequest>;
export type CreateCouponInput = z.output<typeof createCouponRequest>;

/** A coupon as the API shows it (spec 001 §3); `status` is the derived one. */
export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  coupon_type: z.enum(COUPON_TYPES),
  description: z.string().nullable(),
  discount_percent: z.number().nullable(),
  discount_fixed: z.number().nullable(),
  trial_days: z.number().nullable(),
  grants_beta_access: z.boolean(),
  max_uses: z.number().nullable(),
  max_uses_per_user: z.number(),
  current_uses: z.number(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  created_at: z.string(),
});
export type CouponView = z.infer<typeof couponView>;

/** GET /api/coupons/ answer: every coupon, newest first (the spec's screen reads a plain list). */
export const couponListResponse = z.array(couponView);

/** GET /api/coupons/stats/usage answer (spec 001 §3). */
export const couponStatsResponse = z.object({
  total_coupons: z.number(),
  active_coupons: z.number(),
  total_redemptions: z.number(),
});
export type CouponStats = z.infer<typeof couponStatsResponse>;

/** `{id}` of the coupon routes. */
export const couponPath = z.object({ id: z.string().min(1).max(64) });

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
  coupon: couponView.nullable(),
});

/** POST /api/coupons/validate body: the code, and the email it would be used by (for the per-person limit). */
export const validateCouponRequest = z.strictObject({
  code: couponCode,
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined)),
});

const refusalCodes = Object.keys(COUPON_REFUSALS) as [CouponRefusal, ...CouponRefusal[]];

/** What a code grants, or the exact reason it does not. */
export const validateCouponResponse = z.object({
  valid: z.boolean(),
  code: z.string(),
  reason: z.enum(refusalCodes).nullable(),
  message: z.string(),
  grants: z
    .object({
      coupon_type: z.enum(COUPON_TYPES),
      beta_access: z.boolean(),
      trial_days: z.number(),
      discount_percent: z.number().nullable(),
      discount_fixed: z.number().nullable(),
    })
    .nullable(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;
