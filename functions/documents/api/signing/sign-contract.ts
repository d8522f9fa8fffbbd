import {
  MAX_SIGN_BODY_BYTES,
  signRequest,
  signResponse,
  tokenPath,
} from '@shared/documents/schemas/proposals.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { signContract } from '../../service/contracts-service.js';
import { projectFromSignedContract } from '../../../jobs/index.js';

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
