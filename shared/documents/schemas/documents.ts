import * as z from '../../kernel/zod.js';
import { DOCUMENT_KINDS } from '../document-type.js';
import { SIGNATURE_STATUSES } from '../document-signing.js';
import { DOCUMENT_TEMPLATE_IDS } from '../document-templates.js';

const id = z.string().check(z.minLength(1), z.maxLength(200));

/** Path of the single-document routes. */
export const documentPath = z.object({ id });

/** POST /api/documents for an upload: the file's description (and, in step 2, where it was uploaded). */
export const uploadDocumentRequest = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  kind: z._default(z.enum(['upload', 'contract', 'supplement', 'material_order']), 'upload'),
  customer_name: z.nullish(z.string().check(z.trim(), z.maxLength(200))),
  customer_email: z.nullish(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(254)),
      z.email({ error: 'Please enter a valid email address' }),
    ),
  ),
  estimate_id: z.nullish(z.string().check(z.minLength(1), z.maxLength(64))),
  upload_key: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
});

/** The Upload a document form: a chosen file, its title (the file's name when blank) and its customer. */
export const uploadDocumentForm = z.pipe(
  z.object({
    title: z.string().check(z.trim(), z.maxLength(200, 'Title must be at most 200 characters')),
    customer_name: z.string().check(z.trim(), z.maxLength(200, 'Customer must be at most 200 characters')),
    file: z.custom<FileList>(
      (files) => typeof files === 'object' && files !== null && (files as FileList).length > 0,
      'Choose a file to upload.',
    ),
  }),
  z.transform(({ title, customer_name, file }) => ({
    file: file[0],
    title: title || file[0].name,
    customer_name: customer_name || null,
  })),
);

/** POST /api/documents for a generated document: one of GET /api/documents/templates, from an estimate. */
export const generateDocumentRequest = z.strictObject({
  template: z.enum(DOCUMENT_TEMPLATE_IDS, {
    error: `Template must be one of ${DOCUMENT_TEMPLATE_IDS.join(', ')}`,
  }),
  estimate_id: z.string().check(z.minLength(1, 'estimate_id is required'), z.maxLength(64)),
});

/**
 * POST /api/documents: a generated document (`template` + `estimate_id`), or an upload — without
 * `upload_key`, a presigned POST (step 1); with the key it returned, the bytes are checked and the
 * document is stored (step 2).
 */
export const createDocumentRequest = z.pipe(
  z.unknown(),
  z.transform(
    (value, context): z.output<typeof generateDocumentRequest> | z.output<typeof uploadDocumentRequest> => {
      // Chosen by the `template` field rather than a union, so a bad upload still names its own field.
      const generated = typeof value === 'object' && value !== null && 'template' in value;
      const result = (generated ? generateDocumentRequest : uploadDocumentRequest).safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        context.issues.push({ ...issue, input: value } as (typeof context.issues)[number]);
      return z.NEVER;
    },
  ),
);
export type CreateDocumentRequest =
  z.input<typeof generateDocumentRequest> | z.input<typeof uploadDocumentRequest>;

/** GET /api/documents query: filters by kind, customer (name or email) and date. */
export const listDocumentsQuery = z.object({
  kind: z.optional(z.enum(DOCUMENT_KINDS)),
  customer: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(200))),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});
export type ListDocumentsQuery = z.output<typeof listDocumentsQuery>;

/** One document of the library. */
export const libraryDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  customer_name: z.nullable(z.string()),
  customer_email: z.nullable(z.string()),
  estimate_id: z.nullable(z.string()),
  /** The property of its estimate, when it has one (labels the document in pickers). */
  property_address: z.optional(z.nullable(z.string())),
  content_type: z.string(),
  bytes: z.number().check(z.int()),
  created_at: z.string(),
  /** Where its signature request stands (docs/product.md#documents), null when never sent for signature. */
  signature_status: z.nullable(z.enum(SIGNATURE_STATUSES)),
  /** Whether POST /api/documents/regenerate/{id} can render it again (generated documents only). */
  regenerable: z.boolean(),
  /** The version downloaded by default (1 until it is regenerated). */
  version: z.number().check(z.int(), z.gte(1)),
  /** Every version, oldest first; older ones stay downloadable with `?version=`. */
  versions: z.array(
    z.object({
      version: z.number().check(z.int(), z.gte(1)),
      created_at: z.string(),
      bytes: z.number().check(z.int()),
    }),
  ),
});
export type LibraryDocument = z.infer<typeof libraryDocument>;

/** GET /api/documents answer. */
export const documentsResponse = z.object({ documents: z.array(libraryDocument) });

/** POST /api/documents answer: the upload form (step 1) or the stored document (step 2). */
export const createDocumentResponse = z.object({
  upload: z.nullable(
    z.object({
      url: z.string(),
      fields: z.record(z.string(), z.string()),
      key: z.string(),
      max_bytes: z.number(),
    }),
  ),
  document: z.nullable(libraryDocument),
});

/** GET /api/documents/{id}/download query: an older version (the latest without it). */
export const documentDownloadQuery = z.object({
  version: z.optional(
    z.coerce
      .number({ error: 'Version must be a number' })
      .check(z.int('Version must be a whole number'), z.gte(1, 'Version must be at least 1')),
  ),
});

/** GET /api/documents/templates answer: what the account can generate. */
export const documentTemplatesResponse = z.object({
  templates: z.array(
    z.object({
      id: z.enum(DOCUMENT_TEMPLATE_IDS),
      name: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      description: z.string(),
      source: z.enum(['estimate', 'accepted_proposal']),
      file_name: z.string(),
    }),
  ),
});
export type DocumentTemplatesResponse = z.infer<typeof documentTemplatesResponse>;

/** GET /api/documents/{id}/download answer: a short-lived link. */
export const documentDownloadResponse = z.object({ url: z.string() });
