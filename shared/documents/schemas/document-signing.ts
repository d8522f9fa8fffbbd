import * as z from '../../kernel/zod.js';
import { SIGNATURE_STATUSES } from '../document-signing.js';
import { homeownerCompany } from '../../kernel/schemas/common.js';

/** POST /api/documents/{id}/send-for-signature: who signs, and an optional note in the mail. */
export const sendDocumentForSignatureRequest = z.strictObject({
  signer_name: z.string().check(z.trim(), z.minLength(2, 'Signer name is required'), z.maxLength(120)),
  signer_email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254)),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  message: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
});

/** POST /api/documents/{id}/send-for-signature answer. */
export const sendDocumentForSignatureResponse = z.object({
  message: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  signing_url: z.string(),
  expires_at: z.string(),
  sent_to: z.string(),
});

/** GET /api/documents/{id}/signature-status answer. */
export const documentSignatureStatus = z.object({
  document_id: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  signer_name: z.string(),
  signer_email: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  viewed_at: z.nullable(z.string()),
  signed_at: z.nullable(z.string()),
  declined_at: z.nullable(z.string()),
  reminder_sent_at: z.nullable(z.string()),
  /** The signed PDF, a document of its own (kind `signed`). */
  signed_document_id: z.nullable(z.string()),
});
export type DocumentSignatureStatus = z.infer<typeof documentSignatureStatus>;

/** GET /api/document-signing/{token}: what the signer reviews. */
export const documentSigningView = z.object({
  title: z.string(),
  company: homeownerCompany,
  signer_name: z.string(),
  message: z.nullable(z.string()),
  expires_at: z.string(),
});
export type DocumentSigningView = z.infer<typeof documentSigningView>;

/** POST /api/document-signing/{token}/decline: an optional reason. */
export const declineDocumentRequest = z.strictObject({
  reason: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
});

/** POST /api/document-signing/{token} answer. */
export const documentSignedResponse = z.object({
  message: z.string(),
  signed_at: z.string(),
  signed_pdf_url: z.string(),
});

/** POST /api/document-signing/{token}/decline answer. */
export const documentDeclinedResponse = z.object({ message: z.string() });
