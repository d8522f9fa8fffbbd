import * as z from '../../kernel/zod.js';
import { PLAN_TIERS } from '../../kernel/constants.js';
import { SUBSCRIPTION_VIEW_STATUSES } from '../team.js';
import { nullablePhone, userView } from './auth.js';
import { requiredText } from '../../kernel/schemas/common.js';

/**
 * The spec's `?user_id=` (docs/product.md#accounts): accepted for compatibility, but identity comes from the
 * token — a value other than the caller's own id is refused with 403.
 */
export const ownUserQuery = z.object({ user_id: z.optional(z.string().check(z.trim(), z.maxLength(64))) });

/** Messages of the logo upload (docs/product.md#accounts), shared by the screen and the API. */
export const LOGO_MESSAGES = {
  type: 'Only PNG and JPG files are allowed',
  size: 'File size must be less than 5MB',
  unauthenticated: 'User not authenticated',
  plan: 'Logo upload is only available for paying customers. Please upgrade your subscription.',
  uploaded: 'Logo uploaded successfully',
  deleted: 'Logo deleted successfully',
  missing: 'Please choose a PNG or JPG file to upload',
  companyOnly: 'Only an account admin can change the company name or logo.',
} as const;

/** GET /api/profile/me answer (docs/product.md#accounts). `company_logo` is a short-lived link, or null. */
export const profileResponse = z.extend(
  z.pick(userView, {
    id: true,
    first_name: true,
    last_name: true,
    email: true,
    phone: true,
    company: true,
    role: true,
  }),
  {
    company_logo: z.nullable(z.string()),
    /** Whether the caller may change the company name and logo (account admins). */
    can_edit_company: z.boolean(),
  },
);
export type Profile = z.infer<typeof profileResponse>;

/** PUT /api/profile/me body (docs/product.md#accounts); `company` renames the account, so only admins may change it. */
export const updateProfileRequest = z.strictObject({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  phone: z.optional(nullablePhone),
  company: z.optional(requiredText('Company', 120)),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** The Account Information and profile forms (email is shown, never sent). */
export const profileForm = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  phone: z.string().check(z.trim(), z.maxLength(30, 'Phone must be at most 30 characters')),
  company: z.string().check(z.trim(), z.maxLength(120, 'Company must be at most 120 characters')),
});
export type ProfileFormOutput = z.output<typeof profileForm>;

/** GET /api/profile/subscription answer. */
export const subscriptionViewResponse = z.object({
  subscription_status: z.enum(SUBSCRIPTION_VIEW_STATUSES),
  subscription_tier: z.enum(PLAN_TIERS),
  trial_ends_at: z.nullable(z.string()),
  /** A beta tester (a coupon granted beta access at sign-up). */
  beta_access: z._default(z.boolean(), false),
});
export type SubscriptionView = z.infer<typeof subscriptionViewResponse>;

/** POST /api/profile/logo/upload answer. */
export const logoUploadResponse = z.object({ logo_url: z.string(), message: z.string() });

/** POST /api/profile/logo/upload-url answer: a presigned S3 POST form for one staging key. */
export const logoUploadUrlResponse = z.object({
  upload_url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  max_bytes: z.number(),
});
export type LogoUploadUrl = z.infer<typeof logoUploadUrlResponse>;

/** POST /api/profile/logo/confirm body: the staging key the browser uploaded to. */
export const logoConfirmRequest = z.strictObject({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
});
