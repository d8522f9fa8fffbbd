import { z } from 'zod';
import { ACCOUNT_ROLES } from '../domain/permissions.js';
import { PASSWORD_MIN_LENGTH, PLAN_TIERS } from '../domain/constants.js';
import { email, optionalText, requiredText } from './common.js';

/** A new password (spec 000 §5 wording). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(256, 'Password is too long');

/** POST /api/auth/signup (and /api/auth/register). */
export const signupRequest = z.strictObject({
  email,
  password: newPassword,
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  phone: optionalText('Phone', 30),
  company: optionalText('Company', 120),
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
    phone: z.string().trim().max(30).optional(),
    company: z.string().trim().max(120).optional(),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type RegisterForm = z.input<typeof registerForm>;

/** POST /api/auth/login. */
export const loginRequest = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /api/auth/refresh. */
export const refreshRequest = z.strictObject({
  refresh_token: z.string().min(1).max(8192),
});

/** POST /api/auth/check-permission. */
export const checkPermissionRequest = z.strictObject({
  permission: z.string().trim().min(1, 'Permission is required').max(100),
});

/** The signed-in user as the API returns it. */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  account_id: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  role_ids: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Answer of login, signup and refresh. */
export const authResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  user: sessionUser,
});
export type AuthResponse = z.infer<typeof authResponse>;

/** GET /api/auth/permissions. */
export const permissionsResponse = z.object({ permissions: z.array(z.string()) });

/** POST /api/auth/check-permission answer. */
export const checkPermissionResponse = z.object({ permission: z.string(), has_permission: z.boolean() });

/** The account a user belongs to, as the session sees it. */
export const accountSummary = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(PLAN_TIERS),
  subscription_status: z.enum(['active', 'trial', 'free']),
});
