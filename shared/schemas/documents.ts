import { z } from 'zod';
import { DOCUMENT_KINDS } from '../domain/document-type.js';
import { SIGNATURE_STATUSES } from '../domain/document-signing.js';

const id = z.string().min(1).max(200);

/** Path of the single-document routes. */
export const documentPath = z.object({ id });

/**
 * POST /api/documents: without `upload_key`, a presigned POST for a new upload (step 1); with the
 * key it returned, the uploaded bytes are checked and the document is stored (step 2).
 */
export const createDocumentRequest = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(200),
  kind: z.enum(['upload', 'contract', 'supplement', 'material_order']).default('upload'),
  customer_name: z.string().trim().max(200).nullish(),
  customer_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .nullish(),
  estimate_id: z.string().min(1).max(64).nullish(),
  upload_key: z.string().min(1).max(300).optional(),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequest>;

/** GET /api/documents query: filters by kind, customer (name or email) and date. */
export const listDocumentsQuery = z.object({
  kind: z.enum(DOCUMENT_KINDS).optional(),
  customer: z.string().trim().toLowerCase().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ListDocumentsQuery = z.output<typeof listDocumentsQuery>;

/** One document of the library. */
export const libraryDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  estimate_id: z.string().nullable(),
  content_type: z.string(),
  bytes: z.number().int(),
  created_at: z.string(),
  /** Where its signature request stands (issue 15), null when never sent for signature. */
  signature_status: z.enum(SIGNATURE_STATUSES).nullable(),
});
export type LibraryDocument = z.infer<typeof libraryDocument>;

/** GET /api/documents answer. */
export const documentsResponse = z.object({ documents: z.array(libraryDocument) });

/** POST /api/documents answer: the upload form (step 1) or the stored document (step 2). */
export const createDocumentResponse = z.object({
  upload: z
    .object({
      url: z.string(),
      fields: z.record(z.string(), z.string()),
      key: z.string(),
      max_bytes: z.number(),
    })
    .nullable(),
  document: libraryDocument.nullable(),
});

/** GET /api/documents/{id}/download answer: a short-lived link. */
export const documentDownloadResponse = z.object({ url: z.string() });
