import { documentPath } from '@shared/documents/schemas/documents.js';
import { documentSignatureStatus } from '@shared/documents/schemas/document-signing.js';
import { route } from '../../../platform/route.js';
import { documentSignatureStatusFor } from '../../service/document-signing-service.js';

/** GET /api/documents/{id}/signature-status — sent, viewed, signed, declined or expired. */
export const handler = route(
  { auth: 'documents.read', path: documentPath, response: documentSignatureStatus },
  async ({ path, caller }) => documentSignatureStatusFor(caller, path.id),
);
