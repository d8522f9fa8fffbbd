import { downloadFileName } from '@shared/kernel/download-name.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import { ulid } from 'ulid';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  detectDocumentType,
} from '@shared/documents/document-type.js';
import type {
  createDocumentResponse,
  LibraryDocument,
  ListDocumentsQuery,
  uploadDocumentRequest,
} from '@shared/documents/schemas/documents.js';
import type { z } from '@shared/kernel/zod.js';
import { signatureStatusAt } from '@shared/documents/document-signing.js';
import { DOCUMENT_GENERATION_MESSAGES } from '@shared/documents/document-templates.js';
import type { DocumentSignatureRecord } from '../data/document-signatures.js';
import { revisionsOf, type DocumentRevision, type RevisedRecord } from '../data/document-revisions.js';
import { getEstimate, loadEstimate } from '../../estimates/index.js';
import {
  deleteStagedDocument,
  DOCUMENT_URL_SECONDS,
  documentUrl,
  isStagedDocumentKey,
  listDocumentRecords,
  presignDocumentUpload,
  putDocumentFromStaging,
  putUploadedDocument,
  stagedDocument,
  stagedUploadId,
  type MaterialOrderDocumentRecord,
  type UploadedDocumentRecord,
} from '../data/library-documents.js';
import { holdPendingUpload, PendingUploadsFullError, releasePendingUpload } from '../data/pending-uploads.js';
import {
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  ValidationError,
} from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';

/** Where a library entry comes from: a generated PDF or contract record (regenerable), or an upload. */
export type LibrarySource = RevisedRecord | { type: 'upload' };

/** A library entry, where its file is, and the keys of its earlier versions (oldest first). */
export interface LibraryEntry {
  document: LibraryDocument;
  file: { bucket: 'uploads' | 'documents'; key: string; name: string };
  source: LibrarySource;
  /** The current rendering of a generated document (null for uploads). */
  current: DocumentRevision | null;
  earlier: DocumentRevision[];
}

/** The version fields of a document with these earlier renderings and its current one. */
function versionsOf(
  earlier: DocumentRevision[],
  current: { createdAt: string; bytes: number },
): Pick<LibraryDocument, 'version' | 'versions'> {
  const versions = [...earlier, current].map((revision, index) => ({
    version: index + 1,
    created_at: revision.createdAt,
    bytes: revision.bytes,
  }));
  return { version: versions.length, versions };
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The library id of a generated PDF record (`<estimateId>#<name>`). */
export function generatedDocumentId(estimateId: string, name: string): string {
  return `g-${encode(`${estimateId}#${name}`)}`;
}

/** The library id of a contract (the unsigned and the signed one share it). */
export function contractDocumentId(estimateId: string, proposalId: string): string {
  return `c-${encode(`${estimateId}#${proposalId}`)}`;
}

/** The library entries of an account's stored records (generated PDFs, contracts, uploads). */
async function entriesOf(accountId: string): Promise<LibraryEntry[]> {
  const records = await listDocumentRecords(accountId);
  const estimateIds = [
    ...new Set(records.map((r) => r.estimateId).filter((v): v is string => typeof v === 'string')),
  ];
  const estimates = new Map(
    (await Promise.all(estimateIds.slice(0, 100).map((id) => getEstimate(accountId, id)))).flatMap((e) =>
      e ? [[e.estimateId, e] as const] : [],
    ),
  );
  const customer = (estimateId: unknown) => {
    const estimate = typeof estimateId === 'string' ? estimates.get(estimateId) : undefined;
    return {
      customer_name: estimate
        ? [estimate.customerFirstName, estimate.customerLastName].filter(Boolean).join(' ')
        : null,
      customer_email: estimate?.customerEmail ?? null,
      estimate_id: typeof estimateId === 'string' ? estimateId : null,
      property_address: estimate?.address ?? null,
    };
  };
  const addressOf = (estimateId: string | null) => (estimateId && estimates.get(estimateId)?.address) || null;
  const entries: LibraryEntry[] = [];
  for (const record of records) {
    if (record.type === 'uploaded-document') {
      const upload = record as unknown as UploadedDocumentRecord;
      const { extension, contentType } = DOCUMENT_FILE_TYPES[upload.fileType];
      entries.push({
        document: {
          id: upload.documentId,
          kind: upload.kind,
          title: upload.title,
          customer_name: upload.customerName,
          customer_email: upload.customerEmail,
          estimate_id: upload.estimateId,
          property_address: addressOf(upload.estimateId),
          content_type: contentType,
          bytes: upload.bytes,
          created_at: upload.createdAt,
          signature_status: null,
          regenerable: false,
          ...versionsOf([], upload),
        },
        file: {
          bucket: 'uploads',
          key: upload.s3Key,
          name: downloadFileName({ what: upload.title, address: addressOf(upload.estimateId), extension }),
        },
        source: { type: 'upload' },
        current: null,
        earlier: [],
      });
    } else if (record.type === 'document') {
      const name = String(record.name);
      const report = name.endsWith('#report');
      const earlier = revisionsOf(record);
      const current: DocumentRevision = {
        s3Key: String(record.s3Key),
        sha256: String(record.sha256 ?? ''),
        createdAt: String(record.regeneratedAt ?? record.createdAt),
        bytes: Number(record.bytes ?? 0),
      };
      entries.push({
        document: {
          id: generatedDocumentId(String(record.estimateId), name),
          kind: report ? 'report' : 'proposal',
          title: report ? 'Measurement report' : 'Proposal',
          ...customer(record.estimateId),
          content_type: 'application/pdf',
          bytes: current.bytes,
          created_at: String(record.createdAt),
          signature_status: null,
          regenerable: true,
          ...versionsOf(earlier, current),
        },
        file: {
          bucket: 'documents',
          key: String(record.s3Key),
          name: downloadFileName({
            what: report ? 'Measurement report' : 'Proposal',
            address: addressOf(String(record.estimateId)),
            extension: 'pdf',
          }),
        },
        source: { type: 'document', accountId, estimateId: String(record.estimateId), name },
        current,
        earlier,
      });
    } else if (record.type === 'material-order-document') {
      const order = record as unknown as MaterialOrderDocumentRecord;
      entries.push({
        document: {
          id: `m-${order.projectId}`,
          kind: 'material_order',
          title: order.title,
          customer_name: order.customerName,
          customer_email: order.customerEmail,
          estimate_id: order.estimateId,
          property_address: addressOf(order.estimateId),
          content_type: 'application/pdf',
          bytes: order.bytes,
          created_at: order.createdAt,
          signature_status: null,
          // Rendered again from the project's order by its own Download PDF, one file per project.
          regenerable: false,
          ...versionsOf([], order),
        },
        file: {
          bucket: 'documents',
          key: order.s3Key,
          name: downloadFileName({
            what: 'Material order',
            address: addressOf(order.estimateId),
            extension: 'pdf',
          }),
        },
        source: { type: 'upload' },
        current: null,
        earlier: [],
      });
    } else if (record.type === 'contract') {
      const signed = typeof record.signedKey === 'string' && record.signedKey;
      const earlier = signed ? [] : revisionsOf(record);
      const current: DocumentRevision = {
        s3Key: String(signed ? record.signedKey : record.s3Key),
        sha256: String(record.sha256 ?? ''),
        createdAt: String(signed ? record.signedAt : (record.regeneratedAt ?? record.createdAt)),
        bytes: Number(record.bytes ?? 0),
      };
      entries.push({
        document: {
          id: contractDocumentId(String(record.estimateId), String(record.proposalId)),
          kind: signed ? 'signed_contract' : 'contract',
          title: signed ? 'Signed contract' : 'Contract',
          ...customer(record.estimateId),
          content_type: 'application/pdf',
          bytes: current.bytes,
          created_at: String(signed ? record.signedAt : record.createdAt),
          signature_status: null,
          regenerable: !signed,
          ...versionsOf(earlier, current),
        },
        file: {
          bucket: 'documents',
          key: String(signed ? record.signedKey : record.s3Key),
          name: downloadFileName({
            reference:
              typeof record.humanNumber === 'number' ? humanNumber('contract', record.humanNumber) : null,
            what: signed ? 'Signed contract' : 'Contract',
            address: addressOf(String(record.estimateId)),
            extension: 'pdf',
          }),
        },
        source: {
          type: 'contract',
          accountId,
          estimateId: String(record.estimateId),
          proposalId: String(record.proposalId),
        },
        current,
        earlier,
      });
    }
  }
  const now = new Date();
  const signatures = new Map(
    records
      .filter((record) => record.type === 'document-signature')
      .map((record) => {
        const request = record as unknown as DocumentSignatureRecord;
        return [request.documentId, signatureStatusAt(request, now)] as const;
      }),
  );
  for (const entry of entries) entry.document.signature_status = signatures.get(entry.document.id) ?? null;
  return entries.sort((a, b) => b.document.created_at.localeCompare(a.document.created_at));
}

/** GET /api/documents: every document of the account, newest first, filtered by kind, customer and date. */
export async function listDocumentsFor(
  caller: Caller,
  query: ListDocumentsQuery,
): Promise<{ documents: LibraryDocument[] }> {
  const documents = (await entriesOf(caller.accountId))
    .map((entry) => entry.document)
    .filter((doc) => !query.kind || doc.kind === query.kind)
    .filter(
      (doc) =>
        !query.customer ||
        [doc.customer_name, doc.customer_email].some((value) =>
          value?.toLowerCase().includes(query.customer!),
        ),
    )
    .filter((doc) => !query.from || doc.created_at.slice(0, 10) >= query.from)
    .filter((doc) => !query.to || doc.created_at.slice(0, 10) <= query.to);
  return { documents };
}

/** One library document of an account and where its file is; another account's id is 404. */
export async function libraryEntryOf(accountId: string, id: string): Promise<LibraryEntry> {
  const entry = (await entriesOf(accountId)).find((item) => item.document.id === id);
  if (!entry) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  return entry;
}

function entryFor(caller: Caller, id: string): Promise<LibraryEntry> {
  return libraryEntryOf(caller.accountId, id);
}

/** GET /api/documents/{id}: one document; another account's id answers 404. */
export async function getDocumentFor(caller: Caller, id: string): Promise<LibraryDocument> {
  return (await entryFor(caller, id)).document;
}

/**
 * GET /api/documents/{id}/download: a 5-minute link that downloads the file as an attachment — the
 * latest version, or an earlier one with `version` (404 when it has no such version).
 */
export async function downloadDocumentFor(
  caller: Caller,
  id: string,
  version?: number,
): Promise<{ url: string }> {
  const { document, file, earlier } = await entryFor(caller, id);
  const key = version === undefined || version === document.version ? file.key : earlier[version - 1]?.s3Key;
  if (!key) throw new NotFoundError(DOCUMENT_GENERATION_MESSAGES.versionNotFound);
  return { url: await documentUrl(file.bucket, key, file.name, document.content_type) };
}

/**
 * POST /api/documents: step 1 hands out a presigned POST (S3 refuses empty files and files over
 * 20 MB); step 2 checks the staged bytes (PDF, PNG, JPEG or HEIC, at most 20 MB) and stores the
 * document. The staged object is deleted either way, so a refused file leaves nothing behind.
 */
export async function createDocumentFor(
  caller: Caller,
  body: z.output<typeof uploadDocumentRequest>,
  now = new Date(),
): Promise<z.input<typeof createDocumentResponse>> {
  if (body.estimate_id) await loadEstimate(caller.accountId, body.estimate_id);
  if (!body.upload_key) {
    const { url, fields, key } = await presignDocumentUpload(caller.accountId, now);
    await holdUpload(caller.accountId, stagedUploadId(key), now);
    return { upload: { url, fields, key, max_bytes: DOCUMENT_MAX_BYTES }, document: null };
  }
  const key = body.upload_key;
  if (!isStagedDocumentKey(caller.accountId, key)) throw new NotFoundError(DOCUMENT_MESSAGES.uploadNotFound);
  const staged = await stagedDocument(key);
  if (!staged) throw new NotFoundError(DOCUMENT_MESSAGES.uploadNotFound);
  try {
    if (staged.size === 0) throw new ValidationError(DOCUMENT_MESSAGES.empty);
    if (staged.size > DOCUMENT_MAX_BYTES) throw new PayloadTooLargeError(DOCUMENT_MESSAGES.tooLarge);
    const type = detectDocumentType(staged.head);
    if (!type) throw new ValidationError(DOCUMENT_MESSAGES.wrongType);
    const documentId = ulid(now.getTime());
    const record: UploadedDocumentRecord = {
      accountId: caller.accountId,
      documentId,
      kind: body.kind,
      title: body.title,
      customerName: body.customer_name ?? null,
      customerEmail: body.customer_email ?? null,
      estimateId: body.estimate_id ?? null,
      fileType: type,
      s3Key: await putDocumentFromStaging(caller.accountId, key, documentId, type),
      bytes: staged.size,
      uploadedBy: caller.userId,
      createdAt: now.toISOString(),
    };
    await putUploadedDocument(record);
    const document = (await entryFor(caller, documentId)).document;
    return { upload: null, document };
  } finally {
    await deleteStagedDocument(caller.accountId, key);
    await releasePendingUpload(caller.accountId, stagedUploadId(key));
  }
}

/** Counts a new upload form as open; 429 once the account holds `PENDING_UPLOAD_LIMIT` of them. */
async function holdUpload(accountId: string, uploadId: string, now: Date): Promise<void> {
  try {
    await holdPendingUpload(accountId, uploadId, new Date(now.getTime() + DOCUMENT_URL_SECONDS * 1000), now);
  } catch (error) {
    if (error instanceof PendingUploadsFullError)
      throw new TooManyRequestsError(DOCUMENT_MESSAGES.tooManyPending, {
        retryAfterSeconds: error.retryAfterSeconds,
        cause: error,
      });
    throw error;
  }
}
