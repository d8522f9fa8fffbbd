import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../platform/clients/s3.js';
import { config } from '../../platform/config.js';
import { objectKeys } from '../../platform/data/object-keys.js';

/** Download name of a supplement request (header-safe ASCII). */
export const SUPPLEMENT_FILE_NAME = 'supplement-request.pdf';

/**
 * Store a rendered supplement request next to the library's uploads (same bucket, same generated
 * key shape), so the library lists, downloads and attaches it like any PDF; returns the key.
 */
export async function putSupplementPdf(
  accountId: string,
  documentId: string,
  bytes: Uint8Array,
): Promise<string> {
  const key = objectKeys.document(accountId, documentId);
  await s3.send(
    new PutObjectCommand({
      Bucket: config.UPLOADS_BUCKET,
      Key: key,
      Body: bytes,
      ContentType: 'application/pdf',
      ContentDisposition: `attachment; filename="${SUPPLEMENT_FILE_NAME}"`,
      CacheControl: 'private, no-store',
    }),
  );
  return key;
}
