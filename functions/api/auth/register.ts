import { messageResponse, signupRequest } from '../../../shared/schemas/auth.js';
import { clientAddress } from '../../lib/client-address.js';
import { accepted } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { requestSignUp } from '../../lib/services/signup-service.js';

/** POST /api/auth/register — the spec's second sign-up call; behaves exactly as /api/auth/signup. */
export const handler = publicRoute(
  { body: signupRequest, response: messageResponse },
  async ({ body, event }) => accepted(await requestSignUp(body, clientAddress(event))),
);
