import { messageResponse, passwordResetRequest } from '@shared/accounts/schemas/auth.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { requestPasswordReset } from '../../service/password-links-service.js';

/** POST /api/auth/password-reset-request — the same 200 for every email; a real account gets a reset link. */
export const handler = publicRoute(
  { body: passwordResetRequest, response: messageResponse },
  async ({ body, event }) => requestPasswordReset(body.email, clientAddress(event)),
);
