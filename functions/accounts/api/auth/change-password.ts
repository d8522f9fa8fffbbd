import { changePasswordRequest, messageResponse } from '@shared/accounts/schemas/auth.js';
import { bearerToken } from '../../../platform/middleware/authenticate.js';
import { route } from '../../../platform/route.js';
import { changePassword } from '../../service/auth-service.js';

/** POST /api/auth/change-password — the Account Settings password change (Cognito needs the caller's own access token). */
export const handler = route(
  { auth: 'member', body: changePasswordRequest, response: messageResponse },
  async ({ body, caller, event }) => changePassword(caller, bearerToken(event), body),
);
