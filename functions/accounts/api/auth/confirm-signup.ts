import { authResponse, signupConfirmRequest } from '@shared/accounts/schemas/auth.js';
import { created } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { confirmSignUp } from '../../service/signup-service.js';

/**
 * POST /api/auth/signup/confirm — the mailed link plus the chosen password, or the signing-up browser's
 * proof: creates the account and trial, and signs in.
 */
export const handler = publicRoute({ body: signupConfirmRequest, response: authResponse }, async ({ body }) =>
  created(await confirmSignUp(body.token, { password: body.password, browserProof: body.browser_proof })),
);
