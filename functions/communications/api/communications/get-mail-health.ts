import { mailHealthResponse } from '@shared/mail/schemas/mail-health.js';
import { route } from '../../../platform/route.js';
import { mailHealthOf } from '../../../accounts/index.js';

/** GET /api/communications/mail-health — the account's delivery health in the current window, and any pause. */
export const handler = route(
  { auth: 'communications.read', response: mailHealthResponse },
  async ({ caller }) => mailHealthOf(caller.accountId),
);
