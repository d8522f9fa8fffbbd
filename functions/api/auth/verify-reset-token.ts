import { verifyResetTokenQuery, verifyResetTokenResponse } from '../../../shared/schemas/auth.js';
import { publicRoute } from '../../lib/route.js';
import { verifyPasswordLink } from '../../lib/services/password-links-service.js';

/** POST /api/auth/verify-reset-token?token= — 200 while a reset or invite link is usable, else 400. */
export const handler = publicRoute(
  { query: verifyResetTokenQuery, response: verifyResetTokenResponse },
  async ({ query }) => verifyPasswordLink(query.token),
);
