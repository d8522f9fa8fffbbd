import { createDocumentRequest, createDocumentResponse } from '@shared/documents/schemas/documents.js';
import { route } from '../../../platform/route.js';
import { newDocumentFor } from '../../service/generated-documents-service.js';

/** POST /api/documents — a generated document from a template, or a presigned upload (step 1) then the byte-checked document stored (step 2). */
export const handler = route(
  { auth: 'estimates.write', body: createDocumentRequest, response: createDocumentResponse },
  async ({ body, caller }) => newDocumentFor(caller, body),
);
