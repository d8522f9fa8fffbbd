import { documentSignedResponse } from '@shared/documents/schemas/document-signing.js';
import { signDocument } from '../../service/document-signing-service.js';
import { signRoute } from '../sign-route.js';

/** POST /api/document-signing/{token} — signs the document once with the typed name and drawn signature. */
export const handler = signRoute(documentSignedResponse, (token, input, signer) =>
  signDocument(token, input, signer),
);
