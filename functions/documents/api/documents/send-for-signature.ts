import { documentPath } from '@shared/documents/schemas/documents.js';
import {
  sendDocumentForSignatureRequest,
  sendDocumentForSignatureResponse,
} from '@shared/documents/schemas/document-signing.js';
import { route } from '../../../platform/route.js';
import { sendDocumentForSignature } from '../../service/document-signing-service.js';

/** POST /api/documents/{id}/send-for-signature — mails a single-use signing link for any PDF of the library. */
export const handler = route(
  {
    auth: 'estimates.write',
    path: documentPath,
    body: sendDocumentForSignatureRequest,
    response: sendDocumentForSignatureResponse,
  },
  async ({ path, body, caller }) => sendDocumentForSignature(caller, path.id, body),
);
