import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients/s3.js';
import { config } from '../config.js';
import { ACCOUNTS_FOLDER, objectKeys } from './object-keys.js';

/** The bytes of one stored object (an object without a body is a broken upload: fail loudly). */
export async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!Body) throw new Error(`object ${key} has no body`);
  return Body.transformToByteArray();
}

/** A presigned GET link that downloads an object as an attachment named `fileName`. */
export function downloadUrl(link: {
  bucket: string;
  key: string;
  fileName: string;
  contentType?: string;
  seconds: number;
  now: Date;
}): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: link.bucket,
      Key: link.key,
      ResponseContentDisposition: `attachment; filename="${link.fileName}"`,
      ResponseContentType: link.contentType,
    }),
    { expiresIn: link.seconds, signingDate: link.now },
  );
}

/** How long a PDF download link works: the browser follows it at once, and we promise at most 15 minutes. */
export const PDF_URL_SECONDS = 300;

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
  if (!key.startsWith(objectKeys.accountFolder(accountId)))
    throw new Error(`logo key ${key} is outside account ${accountId}`);
  return readObject(config.UPLOADS_BUCKET, key);
}

/** The bytes of a mail attachment from one of our buckets; only objects under an account's folder are ever attached. */
export function readAttachment(bucket: 'documents' | 'uploads', key: string): Promise<Uint8Array> {
  if (!key.startsWith(ACCOUNTS_FOLDER))
    throw new Error(`attachment key ${key} is outside the account folders`);
  return readObject(bucket === 'documents' ? config.DOCUMENTS_BUCKET : config.UPLOADS_BUCKET, key);
}
