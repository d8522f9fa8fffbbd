import { documentPath, libraryDocument } from '../../../shared/schemas/documents.js';
import { route } from '../../lib/route.js';
import { getDocumentFor } from '../../lib/services/library-service.js';

/** GET /api/documents/{id} — one document of the library. */
export const handler = route(
  { auth: 'documents.read', path: documentPath, response: libraryDocument },
  async ({ path, caller }) => getDocumentFor(caller, path.id),
);
