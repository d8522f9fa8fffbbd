import { authResponse, mfaVerifyRequest } from '@shared/accounts/schemas/auth.js';
import { publicRoute } from '../../../platform/route.js';
import { logInWithCode } from '../../service/auth-service.js';

/** POST /api/auth/mfa — an operator's authenticator code after the password, to `{access_token, user}`. */
export const handler = publicRoute({ body: mfaVerifyRequest, response: authResponse }, async ({ body }) =>
  logInWithCode(body.mfa_token, body.code),
);
