import { documentPath, libraryDocument } from '@shared/documents/schemas/documents.js';
import { route } from '../../../platform/route.js';
import { getDocumentFor } from '../../service/library-service.js';

/** GET /api/documents/{id} — one document of the library. */
export const handler = route(
  { auth: 'documents.read', path: documentPath, response: libraryDocument },
  async ({ path, caller }) => getDocumentFor(caller, path.id),
);
