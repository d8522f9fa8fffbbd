import { documentPath } from '../../../shared/schemas/documents.js';
import { documentSignatureStatus } from '../../../shared/schemas/document-signing.js';
import { route } from '../../lib/route.js';
import { documentSignatureStatusFor } from '../../lib/services/document-signing-service.js';

/** GET /api/documents/{id}/signature-status — sent, viewed, signed, declined or expired. */
export const handler = route(
  { auth: 'documents.read', path: documentPath, response: documentSignatureStatus },
  async ({ path, caller }) => documentSignatureStatusFor(caller, path.id),
);
