import { verifyResetTokenQuery, verifyResetTokenResponse } from '@shared/accounts/schemas/auth.js';
import { publicRoute } from '../../../platform/route.js';
import { verifyPasswordLink } from '../../service/password-links-service.js';

/** POST /api/auth/verify-reset-token?token= — 200 while a reset or invite link is usable, else 400. */
export const handler = publicRoute(
  { query: verifyResetTokenQuery, response: verifyResetTokenResponse },
  async ({ query }) => verifyPasswordLink(query.token),
);
