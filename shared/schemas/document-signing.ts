import * as z from 'zod';
import { SIGNATURE_STATUSES } from '../domain/document-signing.js';

/** POST /api/documents/{id}/send-for-signature: who signs, and an optional note in the mail. */
export const sendDocumentForSignatureRequest = z.strictObject({
  signer_name: z.string().trim().min(2, 'Signer name is required').max(120),
  signer_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  message: z.string().trim().max(1000).nullish(),
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
  viewed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  reminder_sent_at: z.string().nullable(),
  /** The signed PDF, a document of its own (kind `signed`). */
  signed_document_id: z.string().nullable(),
});
export type DocumentSignatureStatus = z.infer<typeof documentSignatureStatus>;

/** GET /api/document-signing/{token}: what the signer reviews. */
export const documentSigningView = z.object({
  title: z.string(),
  company: z.object({
    company_name: z.string(),
    logo_url: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  signer_name: z.string(),
  message: z.string().nullable(),
  expires_at: z.string(),
});
export type DocumentSigningView = z.infer<typeof documentSigningView>;

/** POST /api/document-signing/{token}/decline: an optional reason. */
export const declineDocumentRequest = z.strictObject({ reason: z.string().trim().max(500).nullish() });

/** POST /api/document-signing/{token} answer. */
export const documentSignedResponse = z.object({
  message: z.string(),
  signed_at: z.string(),
  signed_pdf_url: z.string(),
});

/** POST /api/document-signing/{token}/decline answer. */
export const documentDeclinedResponse = z.object({ message: z.string() });
