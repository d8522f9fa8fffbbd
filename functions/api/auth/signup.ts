import { messageResponse, signupRequest } from '../../../shared/schemas/auth.js';
import { clientAddress } from '../../lib/client-address.js';
import { accepted } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { requestSignUp } from '../../lib/services/signup-service.js';

/** POST /api/auth/signup — mails a confirmation link (or, for a registered email, a note to its owner); the same 202 either way. */
export const handler = publicRoute(
  { body: signupRequest, response: messageResponse },
  async ({ body, event }) => accepted(await requestSignUp(body, clientAddress(event))),
);
