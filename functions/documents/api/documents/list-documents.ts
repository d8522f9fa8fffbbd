import { documentsResponse, listDocumentsQuery } from '@shared/documents/schemas/documents.js';
import { route } from '../../../platform/route.js';
import { listDocumentsFor } from '../../service/library-service.js';

/** GET /api/documents — the documents library (kind, customer and date filters). */
export const handler = route(
  { auth: 'documents.read', query: listDocumentsQuery, response: documentsResponse },
  async ({ query, caller }) => listDocumentsFor(caller, query),
);
