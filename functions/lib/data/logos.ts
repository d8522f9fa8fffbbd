import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { LOGO_IMAGE_TYPES, type LogoImageType } from '../../../shared/domain/image-type.js';
import { s3 } from '../clients/s3.js';
import { config } from '../config.js';

/** How long a logo link works: well inside the 15 minutes we promise for presigned URLs. */
export const LOGO_URL_SECONDS = 900;

/** The folder of an account's logos; every key we write or delete lies under it. */
export function logoPrefix(accountId: string): string {
  return `accounts/${accountId}/logos/`;
}

/** Store a logo under a key we generate (never the client's file name); returns the key. */
export async function putLogo(accountId: string, bytes: Buffer, type: LogoImageType, now = new Date()): Promise<string> {
  const { extension, contentType } = LOGO_IMAGE_TYPES[type];
  const key = `${logoPrefix(accountId)}${ulid(now.getTime())}.${extension}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: config.UPLOADS_BUCKET,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      ContentDisposition: `attachment; filename="company-logo.${extension}"`,
      CacheControl: 'private, max-age=900',
    }),
  );
  return key;
}

/** Delete a logo object of this account (a key outside the account's folder is never touched). */
export async function deleteLogo(accountId: string, key: string): Promise<void> {
  if (!key.startsWith(logoPrefix(accountId))) throw new Error(`logo key ${key} is outside account ${accountId}`);
  await s3.send(new DeleteObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key }));
}

/** A short-lived GET link to a logo, served as a download-safe attachment with its image type. */
export async function logoUrl(key: string, now = new Date()): Promise<string> {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key, ResponseContentDisposition: `attachment; filename="company-logo.${extension}"` }),
    { expiresIn: LOGO_URL_SECONDS, signingDate: now },
  );
}
