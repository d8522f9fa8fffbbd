import { messageResponse, passwordResetConfirm } from '@shared/accounts/schemas/auth.js';
import { publicRoute } from '../../../platform/route.js';
import { confirmPasswordReset } from '../../service/password-links-service.js';

/** POST /api/auth/password-reset-confirm — sets the new password and uses the link up. */
export const handler = publicRoute(
  { body: passwordResetConfirm, response: messageResponse },
  async ({ body }) => confirmPasswordReset(body.token, body.new_password),
);
