import { createDocumentRequest, createDocumentResponse } from '../../../shared/schemas/documents.js';
import { route } from '../../lib/route.js';
import { createDocumentFor } from '../../lib/services/library-service.js';

/** POST /api/documents — a presigned upload (step 1), then the byte-checked document stored (step 2). */
export const handler = route(
  { auth: 'estimates.write', body: createDocumentRequest, response: createDocumentResponse },
  async ({ body, caller }) => createDocumentFor(caller, body),
);
