import { messageResponse, passwordResetRequest } from '../../../shared/schemas/auth.js';
import { clientAddress } from '../../lib/client-address.js';
import { publicRoute } from '../../lib/route.js';
import { requestPasswordReset } from '../../lib/services/password-links-service.js';

/** POST /api/auth/password-reset-request — the same 200 for every email; a real account gets a reset link. */
export const handler = publicRoute(
  { body: passwordResetRequest, response: messageResponse },
  async ({ body, event }) => requestPasswordReset(body.email, clientAddress(event)),
);
