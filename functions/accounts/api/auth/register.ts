import { messageResponse, signupRequest } from '@shared/accounts/schemas/auth.js';
import { clientAddress } from '../../../platform/client-address.js';
import { accepted } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { requestSignUp } from '../../service/signup-service.js';

/** POST /api/auth/register — the spec's second sign-up call; behaves exactly as /api/auth/signup. */
export const handler = publicRoute(
  { body: signupRequest, response: messageResponse },
  async ({ body, event }) => accepted(await requestSignUp(body, clientAddress(event))),
);
