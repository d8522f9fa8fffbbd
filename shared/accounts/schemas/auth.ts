import * as z from '../../kernel/zod.js';
import { optionalCouponCode } from '../../operations/schemas/coupons.js';
import { ACCOUNT_ROLES } from '../../kernel/permissions.js';
import { PASSWORD_MIN_LENGTH, PLAN_TIERS, USER_LIST_LIMIT } from '../../kernel/constants.js';
import { MEMBER_STATUSES } from '../team.js';
import { PLAN_STATES } from '../../kernel/entitlements.js';
import { email, optionalText, requiredText } from '../../kernel/schemas/common.js';
import { pageQuery, pageResponse } from '../../kernel/schemas/paging.js';

/** A new password (sign-up and reset wording; docs/product.md#accounts). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
    z.maxLength(256, 'Password is too long'),
  );

/** What a password confirmation that differs says (docs/product.md#accounts). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** The same rule in Account Settings' wording (docs/product.md#accounts). */
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match.';

/** POST /api/auth/signup (and /api/auth/register). */
/**
 * A random secret the sign-up form keeps in its browser and sends with the sign-up; the mailed link
 * opened in that same browser confirms with it instead of the password (docs/decisions.md).
 */
export const browserProof = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid browser proof'));

export const signupRequest = z.strictObject({
  email,
  password: newPassword,
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  phone: optionalText('Phone', 30),
  company: optionalText('Company', 120),
  /** A coupon code from `/register?coupon=` or the "I have a code" field; blank means none. */
  coupon: optionalCouponCode,
  /** A paid presale order (its Checkout Session id, from the receipt's sign-up link): the account starts on the bought plan. */
  presale_order: z.optional(z.string().check(z.trim(), z.maxLength(300))),
  browser_proof: z.optional(browserProof),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** The register form: the signup fields plus the confirmation, checked in the browser. */
export const registerForm = z
  .object({
    first_name: requiredText('First name'),
    last_name: requiredText('Last name'),
    email,
    password: newPassword,
    confirm_password: z.string(),
    phone: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    company: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    coupon: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  })
  .check(
    z.refine((form) => form.password === form.confirm_password, {
      path: ['confirm_password'],
      message: PASSWORDS_DO_NOT_MATCH,
    }),
  );

/** A phone number that may be cleared: blank or null becomes null. */
export const nullablePhone = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(30, 'Phone must be at most 30 characters'))),
  z.transform((value) => (value ? value : null)),
);

/** POST /api/auth/login. */
export const loginRequest = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(256)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /api/auth/refresh. */
export const refreshRequest = z.strictObject({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(8192)),
});

/** POST /api/auth/logout: the refresh token to revoke, and the access token in use, which stops working too. */
export const logoutRequest = z.strictObject({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(8192)),
  access_token: z.optional(z.string().check(z.maxLength(8192))),
});

/** POST /api/auth/check-permission. */
export const checkPermissionRequest = z.strictObject({
  permission: z.string().check(z.trim(), z.minLength(1, 'Permission is required'), z.maxLength(100)),
});

/**
 * The one API view of a user: every field any user answer carries. Each answer shows the part its
 * screen needs (the operator's list all of it).
 */
export const userView = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  account_id: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  role_ids: z.array(z.string()),
  is_active: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userView>;

/** The signed-in user as the API returns it. */
export const sessionUser = z.omit(userView, { status: true });
export type SessionUser = z.infer<typeof sessionUser>;

/** Answer of login, signup and refresh. */
export const authResponse = z.object({
  access_token: z.string(),
  refresh_token: z.optional(z.string()),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  user: sessionUser,
});
export type AuthResponse = z.infer<typeof authResponse>;

/** A six-digit authenticator code as typed (spaces allowed, e.g. "123 456"). */
const authenticatorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .check(z.trim(), z.regex(/^\d{3} ?\d{3}$/, 'Enter the 6-digit code from your authenticator app.'));

/**
 * An operator's sign-in after the password: the code step (docs/decisions.md, "Operators sign in with
 * a second factor"). `setup` is there on the first sign-in, before an authenticator is enrolled.
 */
export const mfaChallenge = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  setup: z.optional(z.object({ secret: z.string(), otpauth_uri: z.string() })),
});
export type MfaChallenge = z.infer<typeof mfaChallenge>;

/** POST /api/auth/login answer: a session, or an operator's code step. */
export const loginResponse = z.union([authResponse, mfaChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/auth/mfa: the code step's token and the authenticator code. */
export const mfaVerifyRequest = z.strictObject({
  mfa_token: z.string().check(z.minLength(1, 'Please sign in again.'), z.maxLength(256)),
  code: authenticatorCode,
});

/** POST /api/auth/step-up: the authenticator code, again, before user administration or an export. */
export const stepUpRequest = z.strictObject({ code: authenticatorCode });

/** What a wrong or already used authenticator code answers. */
export const MFA_CODE_WRONG =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';
/** What a code step answers once its 5 minutes or its tries are over. */
export const MFA_SIGN_IN_AGAIN = 'Your sign-in timed out. Please sign in again.';

/** GET /api/auth/permissions. */
export const permissionsResponse = z.object({ permissions: z.array(z.string()) });

/** POST /api/auth/check-permission answer. */
export const checkPermissionResponse = z.object({ permission: z.string(), has_permission: z.boolean() });

/** A reset or invite link token as it arrives from the link (43 base64url characters when genuine). */
const linkToken = z
  .string({ error: 'Token is required' })
  .check(z.trim(), z.minLength(1, 'Token is required'), z.maxLength(256, 'Token is too long'));

/** POST /api/auth/signup/confirm: the mailed link's token and the password chosen in the sign-up form. */
export const signupConfirmRequest = z
  .strictObject({
    token: linkToken,
    password: z.optional(
      z
        .string({ error: 'Password is required' })
        .check(z.minLength(1, 'Password is required'), z.maxLength(256)),
    ),
    /** Instead of the password: the secret the sign-up form kept in this browser. */
    browser_proof: z.optional(browserProof),
  })
  .check(
    z.refine((body) => body.password !== undefined || body.browser_proof !== undefined, {
      path: ['password'],
      message: 'Password is required',
    }),
  );
export type SignupConfirmRequest = z.infer<typeof signupConfirmRequest>;

/** The confirm page's form: the password chosen at sign-up. */
export const confirmSignupForm = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, 'Password is required'), z.maxLength(256)),
});

/** POST /api/auth/password-reset-request. */
export const passwordResetRequest = z.strictObject({ email });

/** POST /api/auth/verify-reset-token?token=. */
export const verifyResetTokenQuery = z.object({ token: linkToken });

/** POST /api/auth/password-reset-confirm. */
export const passwordResetConfirm = z.strictObject({ token: linkToken, new_password: newPassword });

/** The reset (and invite) form: the new password and its confirmation, checked in the browser. */
export const resetPasswordForm = z.object({ new_password: newPassword, confirm_password: z.string() }).check(
  z.refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: PASSWORDS_DO_NOT_MATCH,
  }),
);

/** What a valid link is for: a forgotten password, or a team invite's first password. */
export const LINK_PURPOSES = ['reset', 'invite'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** Answer of verify-reset-token for a valid link. */
export const verifyResetTokenResponse = z.object({
  valid: z.literal(true),
  purpose: z.enum(LINK_PURPOSES),
  email: z.string(),
});

/** A plain confirmation message. */
export const messageResponse = z.object({ message: z.string() });

/** The Account Settings password change (its own wording, with full stops). */
const changedPassword = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`),
    z.maxLength(256, 'Password is too long.'),
  );

/** POST /api/auth/change-password. */
export const changePasswordRequest = z.strictObject({
  current_password: z
    .string({ error: 'Current password is required.' })
    .check(z.minLength(1, 'Current password is required.'), z.maxLength(256)),
  new_password: changedPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The Security form: current, new and confirmation, checked in the browser. */
export const changePasswordForm = z
  .object({
    current_password: z.string().check(z.minLength(1, 'Current password is required.')),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.new_password !== form.confirm_password)
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: NEW_PASSWORDS_DO_NOT_MATCH });
      else if (form.new_password.length < PASSWORD_MIN_LENGTH)
        ctx.addIssue({
          code: 'custom',
          path: ['new_password'],
          message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
        });
    }),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/**
 * GET /api/auth/users?limit=&cursor=&q= (spec default 100, capped at 100); `q` keeps the users whose
 * name, email or company contains it (any case).
 */
export const listUsersQuery = z.extend(pageQuery(USER_LIST_LIMIT, USER_LIST_LIMIT), {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
});

/** A user as Platform Users lists it: every field, and their account's plan and billing state. */
export const platformUserView = z.extend(userView, {
  plan: z.nullable(z.enum(PLAN_TIERS)),
  /** The account's plan state from the one plan-enforcement function (shared/kernel/entitlements.ts). */
  plan_state: z.nullable(z.enum(PLAN_STATES)),
  /** The subscription ends at the end of its period (cancelled, not ended yet). */
  cancel_at_period_end: z.boolean(),
  /** The date that matters for the state: trial end, paid period end, past-due grace end; null when read-only. */
  billing_until: z.nullable(z.string()),
  beta_access: z.boolean(),
  coupon_code: z.nullable(z.string()),
});
export type PlatformUserView = z.infer<typeof platformUserView>;

/** GET /api/auth/users answer: every field of each user, with their account's billing. */
export const listUsersResponse = pageResponse('users', platformUserView);

/**
 * PUT /api/auth/users/{id}: operators may change any of these; account admins only `role` and
 * `is_active` of members of their own account.
 */
export const updateUserRequest = z
  .strictObject({
    role: z.optional(z.enum(ACCOUNT_ROLES, { error: 'Role must be admin, manager or user' })),
    is_active: z.optional(z.boolean({ error: 'is_active must be true or false' })),
    first_name: z.optional(requiredText('First name')),
    last_name: z.optional(requiredText('Last name')),
    phone: z.optional(nullablePhone),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Nothing to update',
    }),
  );
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** One role of GET /api/auth/roles. */
export const roleInfo = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(['platform', 'account']),
  description: z.string(),
  permissions: z.array(z.string()),
});

/** GET /api/auth/roles answer. */
export const rolesResponse = z.object({ roles: z.array(roleInfo) });
