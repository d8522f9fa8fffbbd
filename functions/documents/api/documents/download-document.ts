import {
  documentDownloadQuery,
  documentDownloadResponse,
  documentPath,
} from '@shared/documents/schemas/documents.js';
import { route } from '../../../platform/route.js';
import { downloadDocumentFor } from '../../service/library-service.js';

/** GET /api/documents/{id}/download — a short-lived download link of the latest file, or of `?version=`. */
export const handler = route(
  {
    auth: 'documents.read',
    path: documentPath,
    query: documentDownloadQuery,
    response: documentDownloadResponse,
  },
  async ({ path, query, caller }) => downloadDocumentFor(caller, path.id, query.version),
);
