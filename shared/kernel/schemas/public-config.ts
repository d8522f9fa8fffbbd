import * as z from '../zod.js';

/** GET /api/public/config: what the web app needs to know about this deployment before anyone signs in. */
export const publicConfigResponse = z.object({
  /** Whether a demo account exists here, so the sign-in page may offer it. */
  demo_login: z.boolean(),
  /** Whether that demo account only looks (AWS demo tenant) rather than changes things (local). */
  demo_read_only: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

/** The 403 detail of the demo sign-in where no demo account exists. */
export const DEMO_LOGIN_OFF_MESSAGE = 'There is no demo account here. Please sign in with your own account.';

/** The 403 detail of a change attempted from the read-only demo account. */
export const DEMO_READ_ONLY_MESSAGE =
  'The demo account is read-only. Sign up to try this with your own account.';
