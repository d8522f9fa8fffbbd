import { ulid } from 'ulid';
import {
  DOCUMENT_SIGNING_MESSAGES as MESSAGES,
  reminderDueAt,
  reminderIsDue,
  signatureStatusAt,
} from '@shared/documents/document-signing.js';
import { signingLinkValidUntil } from '@shared/documents/proposals.js';
import type { z } from '@shared/kernel/zod.js';
import type {
  DocumentSignatureStatus,
  DocumentSigningView,
  documentSignedResponse,
  sendDocumentForSignatureRequest,
  sendDocumentForSignatureResponse,
} from '@shared/documents/schemas/document-signing.js';
import { config } from '../../platform/config.js';
import {
  deleteSignatureReminder,
  getDocumentSignature,
  getDocumentSigningLink,
  listDueSignatureReminders,
  putDocumentSignature,
  putDocumentSigningLink,
  saveDocumentSignature,
  type DocumentSignatureRecord,
} from '../data/document-signatures.js';
import { bucketOf, putLibraryPdf, readObject } from '../../platform/data/objects.js';
import { VersionConflictError } from '../../platform/data/versioned.js';
import { documentUrl, putUploadedDocument } from '../data/library-documents.js';
import {
  ConflictError,
  GoneError,
  HttpError,
  NotFoundError,
  ValidationError,
} from '../../platform/errors.js';
import { errorFields, log } from '../../platform/log.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { renderSignedDocumentPdf } from '../pdf/signed-document-pdf.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { signOnce, type SignerContext, type SignInput } from './sign-once.js';
import {
  companyFor,
  companyMailData,
  assertSignaturesFor,
  guardSend,
  homeownerCompanyOf,
  mailOnBehalf,
  noticeMember,
  type SendPermit,
} from '../../accounts/index.js';
import { homeownerCompanyView } from './proposal-view.js';
import { libraryEntryOf } from './library-service.js';
import { sha256Hex } from '../../platform/digest.js';

/** The signer's link of a document signing token. */
export function documentSigningUrl(token: string): string {
  return `${config.APP_URL}/sign-document/${token}`;
}

/** Queue the request (or its reminder) to the signer, in the company's name with its contact details. */
async function mailSigner(
  permit: SendPermit,
  request: DocumentSignatureRecord,
  signingUrl: string,
  key: string,
  reminder: boolean,
): Promise<void> {
  const company = await companyFor(request.accountId, request.sentBy, false);
  await mailOnBehalf(permit, {
    key,
    to: [request.signerEmail],
    template: 'signing-document',
    replyTo: company.email ?? undefined,
    data: {
      ...companyMailData(company),
      signerName: request.signerName,
      title: request.title,
      message: request.message,
      signingUrl,
      expiresAt: request.expiresAt,
      reminder,
    },
    context: { accountId: request.accountId, type: 'signing' },
  });
}

/**
 * POST /api/documents/{id}/send-for-signature: any PDF of the account's library goes out for
 * signature with a new single-use 30-day link (replacing an older request's link); 404 for another
 * account's document, 400 for a file that is not a PDF, 409 once signed.
 */
export async function sendDocumentForSignature(
  caller: Caller,
  documentId: string,
  body: z.output<typeof sendDocumentForSignatureRequest>,
  now = new Date(),
): Promise<z.input<typeof sendDocumentForSignatureResponse>> {
  await assertSignaturesFor(caller.accountId, now);
  const { document, file } = await libraryEntryOf(caller.accountId, documentId);
  if (document.content_type !== 'application/pdf') throw new ValidationError(MESSAGES.notPdf);
  if (document.signature_status === 'signed' || document.kind === 'signed')
    throw new ConflictError(MESSAGES.alreadySigned);
  // The guard before the new request replaces an older one's link: a refusal changes nothing.
  const permit = await guardSend(caller.accountId, [body.signer_email], now);
  const bytes = await readObject(bucketOf(file.bucket), file.key);
  const { token, hash } = newSecureToken();
  const request: DocumentSignatureRecord = {
    accountId: caller.accountId,
    documentId,
    title: document.title,
    bucket: file.bucket,
    s3Key: file.key,
    sha256: sha256Hex(bytes),
    signerName: body.signer_name,
    signerEmail: body.signer_email.toLowerCase(),
    message: body.message ?? null,
    sentBy: caller.userId,
    tokenHash: hash,
    status: 'sent',
    sentAt: now.toISOString(),
    expiresAt: signingLinkValidUntil(now).toISOString(),
    viewedAt: null,
    signedAt: null,
    declinedAt: null,
    declineReason: null,
    reminderSentAt: null,
    signedDocumentId: null,
  };
  try {
    await putDocumentSignature(request, reminderDueAt(request.sentAt));
  } catch (error) {
    if (error instanceof VersionConflictError)
      throw new ConflictError(MESSAGES.alreadySigned, { cause: error });
    throw error;
  }
  const url = documentSigningUrl(token);
  await mailSigner(permit, request, url, `document-signing#${hash}`, false);
  return {
    message: MESSAGES.sent,
    status: 'sent',
    signing_url: url,
    expires_at: request.expiresAt,
    sent_to: request.signerEmail,
  };
}

/** GET /api/documents/{id}/signature-status: where the document's request stands (404 if never sent). */
export async function documentSignatureStatusFor(
  caller: Caller,
  documentId: string,
  now = new Date(),
): Promise<DocumentSignatureStatus> {
  await libraryEntryOf(caller.accountId, documentId);
  const request = await getDocumentSignature(caller.accountId, documentId);
  if (!request) throw new NotFoundError(MESSAGES.noRequest);
  return {
    document_id: documentId,
    status: signatureStatusAt(request, now),
    signer_name: request.signerName,
    signer_email: request.signerEmail,
    sent_at: request.sentAt,
    expires_at: request.expiresAt,
    viewed_at: request.viewedAt,
    signed_at: request.signedAt,
    declined_at: request.declinedAt,
    reminder_sent_at: request.reminderSentAt,
    signed_document_id: request.signedDocumentId,
  };
}

/** The request a token opens: 404 unknown, 410 used (signed or declined), replaced or expired. */
async function requestOfToken(token: string, now: Date): Promise<DocumentSignatureRecord> {
  const link = await getDocumentSigningLink(hashToken(token));
  const request = link ? await getDocumentSignature(link.accountId, link.documentId) : undefined;
  if (!link || !request) throw new NotFoundError(MESSAGES.linkInvalid);
  if (request.tokenHash !== link.tokenHash) throw new GoneError(MESSAGES.linkReplaced);
  const status = signatureStatusAt(request, now);
  if (status === 'signed' || status === 'declined') throw new GoneError(MESSAGES.linkUsed);
  if (status === 'expired') throw new GoneError(MESSAGES.linkExpired);
  return request;
}

/** GET /api/document-signing/{token}: what the signer reviews; the first open marks the request viewed. */
export async function openDocumentSigning(token: string, now = new Date()): Promise<DocumentSigningView> {
  const request = await requestOfToken(token, now);
  if (request.status === 'sent') {
    try {
      await saveDocumentSignature(request, ['sent'], { status: 'viewed', viewedAt: now.toISOString() });
    } catch (error) {
      // A concurrent open already marked it; nothing to do.
      if (!(error instanceof VersionConflictError)) throw error;
    }
  }
  return {
    title: request.title,
    company: homeownerCompanyView(await homeownerCompanyOf(request.accountId, request.sentBy, now)),
    signer_name: request.signerName,
    message: request.message,
    expires_at: request.expiresAt,
  };
}

/** GET /api/document-signing/{token}/pdf: a short-lived link to the document under review. */
export async function documentSigningPdfUrl(token: string, now = new Date()): Promise<string> {
  const request = await requestOfToken(token, now);
  return documentUrl(request.bucket, request.s3Key, 'document.pdf', 'application/pdf');
}

/**
 * POST /api/document-signing/{token}: signs once. The signed PDF (the original, unchanged but for a
 * footer line, plus the certificate page) becomes a new library document of kind `signed`; the
 * request is marked signed only if its link is still the current, unused one.
 */
export async function signDocument(
  token: string,
  input: SignInput,
  signer: SignerContext,
  now = new Date(),
): Promise<z.input<typeof documentSignedResponse>> {
  const request = await requestOfToken(token, now);
  const signedDocumentId = ulid(now.getTime());
  let key = '';
  const signedAt = await signOnce(
    {
      lock: { scope: 'document-signing', key: `${request.accountId}#${request.tokenHash}` },
      unsigned: {
        load: () => readObject(bucketOf(request.bucket), request.s3Key),
        sha256: request.sha256,
        name: `document ${request.documentId}`,
      },
      certificate: {
        contractId: request.documentId,
        signerEmail: request.signerEmail,
        linkIssuedAt: request.sentAt,
      },
      render: (original, signature, certificate) =>
        renderSignedDocumentPdf(original, signature, certificate, request.title),
      store: async (signed) => {
        key = await putLibraryPdf(request.accountId, signedDocumentId, signed, 'document.pdf');
      },
      record: ({ signedAt, signedSha256 }) =>
        saveDocumentSignature(request, ['sent', 'viewed'], {
          status: 'signed',
          signedAt,
          signedDocumentId,
          signedSha256,
        }),
      isConflict: (error) => error instanceof VersionConflictError,
      afterRecord: ({ signerName, signedAt, bytes }) =>
        putUploadedDocument({
          accountId: request.accountId,
          documentId: signedDocumentId,
          kind: 'signed',
          title: `${request.title} (signed)`.slice(0, 200),
          customerName: signerName,
          customerEmail: request.signerEmail,
          estimateId: null,
          fileType: 'pdf',
          s3Key: key,
          bytes,
          uploadedBy: request.sentBy,
          createdAt: signedAt,
        }),
      messages: { busy: 'The document is being signed', used: MESSAGES.linkUsed },
    },
    input,
    signer,
    now,
  );
  await noticeSignatureOutcome(request, 'signed', input.full_name, null);
  return {
    message: MESSAGES.signed,
    signed_at: signedAt,
    signed_pdf_url: await documentUrl('uploads', key, 'document-signed.pdf', 'application/pdf'),
  };
}

/** Tells the member who sent the document how it ended (Settings' `contract_signed` preference). */
async function noticeSignatureOutcome(
  request: DocumentSignatureRecord,
  outcome: 'signed' | 'declined',
  signer: string,
  reason: string | null,
): Promise<void> {
  // The signature or decline is already stored: a notice that cannot be queued is logged, never an error.
  await noticeMember(request.accountId, request.sentBy, 'contract_signed', {
    key: `document-${outcome}#${request.documentId}#${request.tokenHash}`,
    subject: `${signer} ${outcome} “${request.title}”`,
    lines: [
      `${signer} (${request.signerEmail}) ${outcome} “${request.title}”.`,
      ...(outcome === 'signed'
        ? ['The signed PDF, with its certificate page, is in your documents library.']
        : reason
          ? [`Their reason: ${reason}`]
          : []),
    ],
    url: `${config.APP_URL}/dashboard/documents`,
    buttonLabel: 'Open documents',
  }).catch((error: unknown) =>
    log('error', 'signature notice could not be queued', {
      documentId: request.documentId,
      ...errorFields(error),
    }),
  );
}

/** POST /api/document-signing/{token}/decline: the signer declines; the link is used up. */
export async function declineDocument(
  token: string,
  reason: string | null,
  now = new Date(),
): Promise<{ message: string }> {
  const request = await requestOfToken(token, now);
  try {
    await saveDocumentSignature(request, ['sent', 'viewed'], {
      status: 'declined',
      declinedAt: now.toISOString(),
      declineReason: reason,
    });
  } catch (error) {
    if (error instanceof VersionConflictError) throw new GoneError(MESSAGES.linkUsed, { cause: error });
    throw error;
  }
  await noticeSignatureOutcome(request, 'declined', request.signerName, reason);
  return { message: MESSAGES.declined };
}

/**
 * The reminder job (an EventBridge schedule on AWS, the local runtime's poller here): each request
 * 3 days old and still open gets one reminder. We keep only token hashes, so the reminder carries a
 * fresh link and the first one then answers 410 (replaced), as a resent contract link does. The
 * due entry is removed either way, so a request is reminded once.
 */
export async function sendDueSignatureReminders(now = new Date()): Promise<number> {
  let sent = 0;
  for (const due of await listDueSignatureReminders(now, 100)) {
    try {
      const request = await getDocumentSignature(due.accountId, due.documentId);
      // A reminder the send guard refuses (suppressed, paused, read-only, capped) is dropped, not retried.
      const permit =
        request && request.tokenHash === due.tokenHash && reminderIsDue(request, now)
          ? await guardSend(request.accountId, [request.signerEmail], now).catch((error: unknown) => {
              if (error instanceof HttpError) return null;
              throw error;
            })
          : null;
      if (request && permit) {
        const { token, hash } = newSecureToken();
        await putDocumentSigningLink({
          tokenHash: hash,
          accountId: request.accountId,
          documentId: request.documentId,
        });
        await saveDocumentSignature(request, ['sent', 'viewed'], {
          tokenHash: hash,
          reminderSentAt: now.toISOString(),
        });
        await mailSigner(
          permit,
          request,
          documentSigningUrl(token),
          `document-signing-reminder#${request.tokenHash}`,
          true,
        );
        sent += 1;
      }
      await deleteSignatureReminder(due.dueAt, due.accountId, due.documentId);
    } catch (error) {
      log('error', 'a signature reminder could not be sent', { ...due, ...errorFields(error) });
    }
  }
  return sent;
}
