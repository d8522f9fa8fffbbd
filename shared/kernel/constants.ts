import { DAY_SECONDS } from './time.js';
/** Business constants shared by the browser and the Lambdas (docs/product.md). */

/** Minimum password length, everywhere. */
export const PASSWORD_MIN_LENGTH = 8;
/** Request timeout of the web API client. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Demo login auto-submits this long after filling the form. */
export const DEMO_LOGIN_DELAY_MS = 500;
/** A new account's free trial. */
export const TRIAL_DAYS = 14;
/** Largest JSON body an API route accepts. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Largest body a public form accepts. */
export const MAX_PUBLIC_FORM_BYTES = 16 * 1024;

/** The demo admin account offered on the login page (its credentials are shown on screen). */
export const DEMO_ACCOUNT = {
  email: 'demo@ridgeline.test',
  password: 'RidgelineDemo1!',
  firstName: 'Dana',
  lastName: 'Reyes',
  company: 'Summit Peak Roofing',
} as const;

/** The platform operator seeded locally (coupons, CRM, content); printed in the start-up banner, never on a page. */
export const OPERATOR_ACCOUNT = {
  email: 'ops@ridgeline.test',
  password: 'RidgelineOps1!',
  firstName: 'Morgan',
  lastName: 'Ellis',
  company: 'Ridgeline Operations',
  /** Its authenticator secret (base32), enrolled by the local seed and printed with the password. */
  totpSecret: 'KRUGS4ZANFZSA4DMMF4SA3TPOQQGC3DJMZSQ',
} as const;

/** An operator's second-factor check lasts this long for user administration and exports (step-up). */
export const MFA_STEP_UP_MINUTES = 15;
/** What an operator is told when a route wants a fresh authenticator code (403; the web asks for it). */
export const STEP_UP_REQUIRED = 'Enter the code from your authenticator app to continue.';
/** Between the password and the authenticator code of an operator's sign-in: 5 minutes. */
export const MFA_CHALLENGE_SECONDS = 300;

/** Subscription tiers (seats in plans.ts; docs/product.md#billing). */
export const PLAN_TIERS = ['starter', 'pro', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * The country we measure and price roofs in (docs/product.md#estimates): a geocoded address elsewhere
 * is refused before any roof is looked for.
 */
export const SERVICE_COUNTRY = { code: 'US', name: 'the United States' } as const;

/** Largest company logo: 5 MB = 5,242,880 bytes (docs/product.md#accounts). */
export const LOGO_MAX_BYTES = 5_242_880;
/** A password-reset link works for 1 hour. */
export const RESET_LINK_TTL_SECONDS = 3_600;
/** A team invite link works for 7 days. */
export const INVITE_LINK_TTL_SECONDS = 7 * DAY_SECONDS;
/** A session lasts 7 days without a new password sign-in: the refresh token's lifetime (docs/decisions.md). */
export const SESSION_DAYS = 7;
/** Minutes a Cognito access token lives (the pool client's setting; signing out refuses it sooner). */
export const ACCESS_TOKEN_MINUTES = 60;
/** A sign-up confirmation link works for 24 hours (docs/decisions.md). */
export const SIGNUP_LINK_TTL_SECONDS = DAY_SECONDS;
/** Success and error banners disappear after 5 seconds. */
export const MESSAGE_TIMEOUT_MS = 5_000;
/** Default and largest page of a user list. */
export const USER_LIST_LIMIT = 100;

/** Top-level folder of the uploads bucket where browser uploads wait until the API has checked them (a lifecycle rule expires leftovers). */
export const UPLOAD_STAGING_PREFIX = 'incoming/';

/**
 * Folder of the documents bucket holding exports made for one download (CRM CSVs, whole-account
 * archives): a lifecycle rule deletes everything under it after {@link EXPORT_KEEP_DAYS}.
 */
export const EXPORTS_PREFIX = 'exports/';
/** How long an export is kept: its file (the lifecycle rule) and its job record (a `ttl`). */
export const EXPORT_KEEP_DAYS = 1;
