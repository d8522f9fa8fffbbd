import { documentPath, libraryDocument } from '@shared/documents/schemas/documents.js';
import { route } from '../../../platform/route.js';
import { regenerateDocumentFor } from '../../service/generated-documents-service.js';

/** POST /api/documents/regenerate/{id} — renders a generated document again as a new version, keeping the old ones. */
export const handler = route(
  { auth: 'estimates.write', path: documentPath, response: libraryDocument },
  async ({ path, caller }) => regenerateDocumentFor(caller, path.id),
);
