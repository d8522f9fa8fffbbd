import { changePasswordRequest, messageResponse } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';
import { changePassword } from '../../service/auth-service.js';

/** POST /api/auth/change-password — the Account Settings password change. */
export const handler = route(
  { auth: 'member', body: changePasswordRequest, response: messageResponse },
  async ({ body, caller }) => changePassword(caller, body),
);
