import { documentSignedResponse } from '@shared/documents/schemas/document-signing.js';
import { MAX_SIGN_BODY_BYTES, signRequest, tokenPath } from '@shared/documents/schemas/proposals.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { signDocument } from '../../service/document-signing-service.js';

/** POST /api/document-signing/{token} — signs the document once with the typed name and drawn signature. */
export const handler = publicRoute(
  {
    response: documentSignedResponse,
    path: tokenPath,
    body: signRequest,
    maxBodyBytes: MAX_SIGN_BODY_BYTES,
  },
  async ({ path, body, event }) =>
    signDocument(path.token, body, {
      clientAddress: clientAddress(event),
      userAgent: event.headers?.['user-agent'] ?? event.requestContext?.http?.userAgent ?? '',
    }),
);
