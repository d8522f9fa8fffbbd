import { documentSigningView } from '../../../shared/schemas/document-signing.js';
import { tokenPath } from '../../../shared/schemas/proposals.js';
import { publicRoute } from '../../lib/route.js';
import { openDocumentSigning } from '../../lib/services/document-signing-service.js';

/** GET /api/document-signing/{token} — the document the signer is asked to sign (404 unknown, 410 used, replaced or expired). */
export const handler = publicRoute({ path: tokenPath, response: documentSigningView }, async ({ path }) =>
  openDocumentSigning(path.token),
);
