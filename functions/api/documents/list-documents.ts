import { documentsResponse, listDocumentsQuery } from '../../../shared/schemas/documents.js';
import { route } from '../../lib/route.js';
import { listDocumentsFor } from '../../lib/services/library-service.js';

/** GET /api/documents — the documents library (kind, customer and date filters). */
export const handler = route(
  { auth: 'documents.read', query: listDocumentsQuery, response: documentsResponse },
  async ({ query, caller }) => listDocumentsFor(caller, query),
);
