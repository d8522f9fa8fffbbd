import { documentSigningView } from '@shared/documents/schemas/document-signing.js';
import { tokenPath } from '@shared/documents/schemas/proposals.js';
import { publicRoute } from '../../../platform/route.js';
import { openDocumentSigning } from '../../service/document-signing-service.js';

/** GET /api/document-signing/{token} — the document the signer is asked to sign (404 unknown, 410 used, replaced or expired). */
export const handler = publicRoute({ path: tokenPath, response: documentSigningView }, async ({ path }) =>
  openDocumentSigning(path.token),
);
