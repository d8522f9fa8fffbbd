import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../clients/s3.js';
import { config } from '../config.js';
import { contentDisposition } from '@shared/kernel/download-name.js';
import { ACCOUNTS_FOLDER, objectKeys } from './object-keys.js';

/** The bytes of one stored object (an object without a body is a broken upload: fail loudly). */
export async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!Body) throw new Error(`object ${key} has no body`);
  return Body.transformToByteArray();
}

/**
 * A browser's staged upload in the uploads bucket: its size and its first `headBytes` bytes (for the
 * file-type check by bytes); undefined when nothing was uploaded there. An empty file has no head.
 */
export async function stagedUpload(
  key: string,
  headBytes: number,
): Promise<{ size: number; head: Uint8Array } | undefined> {
  try {
    const { ContentLength } = await s3.send(
      new HeadObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key }),
    );
    const size = ContentLength ?? 0;
    if (size === 0) return { size, head: new Uint8Array() };
    const object = await s3.send(
      new GetObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key, Range: `bytes=0-${headBytes - 1}` }),
    );
    return { size, head: object.Body ? await object.Body.transformToByteArray() : new Uint8Array() };
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
    throw error;
  }
}

/** Which of our two buckets: browsers' uploads (and library files), or generated documents and exports. */
export type BucketName = 'uploads' | 'documents';

/** The name of one of our buckets. */
export function bucketOf(bucket: BucketName): string {
  return bucket === 'uploads' ? config.UPLOADS_BUCKET : config.DOCUMENTS_BUCKET;
}

/** A presigned GET link that downloads an object as an attachment named `fileName`. */
export function downloadUrl(link: {
  bucket: BucketName;
  key: string;
  fileName: string;
  contentType?: string;
  seconds: number;
  now: Date;
}): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: bucketOf(link.bucket),
      Key: link.key,
      ResponseContentDisposition: contentDisposition(link.fileName),
      ResponseContentType: link.contentType,
    }),
    { expiresIn: link.seconds, signingDate: link.now },
  );
}

/** How long a PDF download link works: the browser follows it at once, and we promise at most 15 minutes. */
export const PDF_URL_SECONDS = 300;

/**
 * Store an object under a key we generate, never cached (every read goes through a short-lived
 * link); with `fileName` it downloads as an attachment of that name.
 */
export async function putObject(object: {
  bucket: BucketName;
  key: string;
  body: Uint8Array | string;
  contentType: string;
  fileName?: string;
}): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketOf(object.bucket),
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      ContentDisposition: object.fileName ? contentDisposition(object.fileName) : undefined,
      CacheControl: 'private, no-store',
    }),
  );
}

/** Store PDF bytes under a key we generate, served as a download with the given file name. */
export function putPdf(key: string, bytes: Uint8Array, fileName: string): Promise<void> {
  return putObject({ bucket: 'documents', key, body: bytes, contentType: 'application/pdf', fileName });
}

/**
 * Store a PDF we made (a supplement request, a signed copy) as a library document's file: next to the
 * library's uploads, same bucket and key shape, so the library lists, downloads and attaches it like
 * any upload. Returns the key.
 */
export async function putLibraryPdf(
  accountId: string,
  documentId: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<string> {
  const key = objectKeys.document(accountId, documentId);
  await putObject({ bucket: 'uploads', key, body: bytes, contentType: 'application/pdf', fileName });
  return key;
}

/** Read a stored PDF's bytes. */
export function getPdf(key: string): Promise<Uint8Array> {
  return readObject(config.DOCUMENTS_BUCKET, key);
}

/** A short-lived GET link to a stored PDF, downloaded as an attachment named `fileName`. */
export function pdfUrl(key: string, fileName: string, now = new Date()): Promise<string> {
  return downloadUrl({
    bucket: 'documents',
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
export function readAttachment(bucket: BucketName, key: string): Promise<Uint8Array> {
  if (!key.startsWith(ACCOUNTS_FOLDER))
    throw new Error(`attachment key ${key} is outside the account folders`);
  return readObject(bucketOf(bucket), key);
}
