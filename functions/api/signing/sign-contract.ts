import {
  MAX_SIGN_BODY_BYTES,
  signRequest,
  signResponse,
  tokenPath,
} from '../../../shared/schemas/proposals.js';
import { clientAddress } from '../../lib/client-address.js';
import { publicRoute } from '../../lib/route.js';
import { signContract } from '../../lib/services/contracts-service.js';
import { projectFromSignedContract } from '../../lib/services/project-from-contract.js';

/** POST /api/signing/{token} — signs the contract once with the typed name and drawn signature. */
export const handler = publicRoute(
  {
    response: signResponse,
    path: tokenPath,
    body: signRequest,
    maxBodyBytes: MAX_SIGN_BODY_BYTES,
  },
  async ({ path, body, event }) =>
    signContract(
      path.token,
      body,
      {
        clientAddress: clientAddress(event),
        userAgent: event.headers?.['user-agent'] ?? event.requestContext?.http?.userAgent ?? '',
      },
      projectFromSignedContract,
    ),
);
