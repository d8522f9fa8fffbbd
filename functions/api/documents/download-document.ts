import { documentDownloadResponse, documentPath } from '../../../shared/schemas/documents.js';
import { route } from '../../lib/route.js';
import { downloadDocumentFor } from '../../lib/services/library-service.js';

/** GET /api/documents/{id}/download — a short-lived download link of the document's file. */
export const handler = route(
  { auth: 'documents.read', path: documentPath, response: documentDownloadResponse },
  async ({ path, caller }) => downloadDocumentFor(caller, path.id),
);
