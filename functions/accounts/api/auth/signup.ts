import { messageResponse, signupRequest } from '@shared/accounts/schemas/auth.js';
import { clientAddress } from '../../../platform/client-address.js';
import { accepted } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { requestSignUp } from '../../service/signup-service.js';

/** POST /api/auth/signup — mails a confirmation link (or, for a registered email, a note to its owner); the same 202 either way. */
export const handler = publicRoute(
  { body: signupRequest, response: messageResponse },
  async ({ body, event }) => accepted(await requestSignUp(body, clientAddress(event))),
);
