import {
  declineDocumentRequest,
  documentDeclinedResponse,
} from '@shared/documents/schemas/document-signing.js';
import { tokenPath } from '@shared/documents/schemas/proposals.js';
import { publicRoute } from '../../../platform/route.js';
import { declineDocument } from '../../service/document-signing-service.js';

/** POST /api/document-signing/{token}/decline — the signer declines; the link is used up. */
export const handler = publicRoute(
  { path: tokenPath, body: declineDocumentRequest, response: documentDeclinedResponse },
  async ({ path, body }) => declineDocument(path.token, body.reason ?? null),
);
