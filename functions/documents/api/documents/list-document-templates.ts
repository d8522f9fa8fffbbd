import { documentTemplatesResponse } from '@shared/documents/schemas/documents.js';
import { route } from '../../../platform/route.js';
import { documentTemplatesFor } from '../../service/generated-documents-service.js';

/** GET /api/documents/templates — the documents the account can generate (POST /api/documents `template`). */
export const handler = route({ auth: 'documents.read', response: documentTemplatesResponse }, async () =>
  documentTemplatesFor(),
);
