import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { s3 } from '../clients/s3.js';
import { config } from '../config.js';
import { keys } from './keys.js';
import { downloadUrl, readObject } from './objects.js';
import { putIfAbsent, recordOf, TABLE } from './table.js';

/** How long a PDF download link works: the browser follows it at once, and we promise at most 15 minutes. */
export const PDF_URL_SECONDS = 300;

/** The folder of one estimate version's documents; every PDF key lies under its account's `accounts/<accountId>/`. */
export function estimateDocumentPrefix(accountId: string, estimateId: string, version: number): string {
  return `accounts/${accountId}/estimates/${estimateId}/v${version}/`;
}

/** A rendered PDF as recorded: where it is and its SHA-256 (the signing certificate quotes it). */
export interface DocumentRecord {
  accountId: string;
  estimateId: string;
  /** Unique per estimate, e.g. `v3#proposal#<proposalId>` or `v3#report`. */
  name: string;
  s3Key: string;
  sha256: string;
  bytes: number;
  createdAt: string;
}

/** Store PDF bytes under a key we generate, served as a download with the given file name. */
export async function putPdf(key: string, bytes: Uint8Array, fileName: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.DOCUMENTS_BUCKET,
      Key: key,
      Body: bytes,
      ContentType: 'application/pdf',
      ContentDisposition: `attachment; filename="${fileName}"`,
      CacheControl: 'private, no-store',
    }),
  );
}

/** Read a stored PDF's bytes. */
export function getPdf(key: string): Promise<Uint8Array> {
  return readObject(config.DOCUMENTS_BUCKET, key);
}

/** A short-lived GET link to a stored PDF, downloaded as an attachment named `fileName`. */
export function pdfUrl(key: string, fileName: string, now = new Date()): Promise<string> {
  return downloadUrl({
    bucket: config.DOCUMENTS_BUCKET,
    key,
    fileName,
    contentType: 'application/pdf',
    seconds: PDF_URL_SECONDS,
    now,
  });
}

/** Read a company logo's bytes from the uploads bucket (only keys inside the account's own folder). */
export function getLogoBytes(accountId: string, key: string): Promise<Uint8Array> {
  if (!key.startsWith(`accounts/${accountId}/`))
    throw new Error(`logo key ${key} is outside account ${accountId}`);
  return readObject(config.UPLOADS_BUCKET, key);
}

/** The bytes of a mail attachment from one of our buckets; only objects under an account's folder are ever attached. */
export function readAttachment(bucket: 'documents' | 'uploads', key: string): Promise<Uint8Array> {
  if (!key.startsWith('accounts/')) throw new Error(`attachment key ${key} is outside the account folders`);
  return readObject(bucket === 'documents' ? config.DOCUMENTS_BUCKET : config.UPLOADS_BUCKET, key);
}

/** The record of a rendered PDF, if it exists. */
export async function getDocumentRecord(
  accountId: string,
  estimateId: string,
  name: string,
): Promise<DocumentRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.document(accountId, estimateId, name),
      ConsistentRead: true,
    }),
  );
  return Item ? recordOf<DocumentRecord>(Item) : undefined;
}

/** Put the record of a rendered PDF once; false when a record already existed (the earlier one stands). */
export function putDocumentRecord(record: DocumentRecord): Promise<boolean> {
  return putIfAbsent({
    ...keys.document(record.accountId, record.estimateId, record.name),
    type: 'document',
    ...record,
  });
}
