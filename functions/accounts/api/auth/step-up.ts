import { messageResponse, stepUpRequest } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';
import { stepUp } from '../../service/operator-mfa.js';

/** POST /api/auth/step-up — an operator's authenticator code again, before user administration or an export. */
export const handler = route(
  { auth: 'users.read', body: stepUpRequest, response: messageResponse },
  async ({ body, caller }) => stepUp(caller, body.code),
);
