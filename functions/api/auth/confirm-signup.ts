import { authResponse, signupConfirmRequest } from '../../../shared/schemas/auth.js';
import { created } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { confirmSignUp } from '../../lib/services/signup-service.js';

/** POST /api/auth/signup/confirm — the mailed link plus the chosen password: creates the account and trial, and signs in. */
export const handler = publicRoute({ body: signupConfirmRequest, response: authResponse }, async ({ body }) =>
  created(await confirmSignUp(body.token, body.password)),
);
