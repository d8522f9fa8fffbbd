import { authResponse, signupRequest } from '../../../shared/schemas/auth.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { signUp } from '../../lib/services/auth-service.js';

/** POST /api/auth/signup — create an account with the caller as its admin and sign them in. */
export const handler = route(
  { auth: 'public', body: signupRequest, response: authResponse },
  async ({ body }) => created(await signUp(body)),
);
