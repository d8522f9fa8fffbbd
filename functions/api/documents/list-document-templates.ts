import { documentTemplatesResponse } from '../../../shared/schemas/documents.js';
import { route } from '../../lib/route.js';
import { documentTemplatesFor } from '../../lib/services/generated-documents-service.js';

/** GET /api/documents/templates — the documents the account can generate (POST /api/documents `template`). */
export const handler = route({ auth: 'documents.read', response: documentTemplatesResponse }, async () =>
  documentTemplatesFor(),
);
