import {
  declineDocumentRequest,
  documentDeclinedResponse,
} from '../../../shared/schemas/document-signing.js';
import { tokenPath } from '../../../shared/schemas/proposals.js';
import { publicRoute } from '../../lib/route.js';
import { declineDocument } from '../../lib/services/document-signing-service.js';

/** POST /api/document-signing/{token}/decline — the signer declines; the link is used up. */
export const handler = publicRoute(
  { path: tokenPath, body: declineDocumentRequest, response: documentDeclinedResponse },
  async ({ path, body }) => declineDocument(path.token, body.reason ?? null),
);
