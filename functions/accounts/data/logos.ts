import { CopyObjectCommand, DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ulid } from 'ulid';
import { LOGO_MAX_BYTES } from '@shared/kernel/constants.js';
import { IMAGE_SIGNATURE_BYTES, LOGO_IMAGE_TYPES, type LogoImageType } from '@shared/kernel/image-type.js';
import { s3 } from '../../platform/clients/s3.js';
import { config } from '../../platform/config.js';
import { downloadUrl, stagedUpload } from '../../platform/data/objects.js';
import { isGeneratedKeyIn, objectKeys } from '../../platform/data/object-keys.js';

/** How long a logo link works: well inside the 15 minutes we promise for presigned URLs. */
export const LOGO_URL_SECONDS = 900;

/** Whether a key is one of this account's staging keys exactly as `presignLogoUpload` makes them. */
export function isStagedLogoKey(accountId: string, key: string): boolean {
  return isGeneratedKeyIn(objectKeys.stagedLogoFolder(accountId), key);
}

/** A logo's final key (generated, never the client's file name) and the headers it is served with. */
function logoObject(accountId: string, type: LogoImageType, now: Date) {
  const { extension, contentType } = LOGO_IMAGE_TYPES[type];
  return {
    Bucket: config.UPLOADS_BUCKET,
    Key: objectKeys.logo(accountId, ulid(now.getTime()), extension),
    ContentType: contentType,
    ContentDisposition: `attachment; filename="company-logo.${extension}"`,
    CacheControl: 'private, max-age=900',
  };
}

/** Store a logo under a key we generate (never the client's file name); returns the key. */
export async function putLogo(
  accountId: string,
  bytes: Buffer,
  type: LogoImageType,
  now = new Date(),
): Promise<string> {
  const object = logoObject(accountId, type, now);
  await s3.send(new PutObjectCommand({ ...object, Body: bytes }));
  return object.Key;
}

/** A browser upload form for one new staging key; S3 itself refuses empty files and files over 5 MB. */
export async function presignLogoUpload(
  accountId: string,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string>; key: string }> {
  const key = `${objectKeys.stagedLogoFolder(accountId)}${ulid(now.getTime())}`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: config.UPLOADS_BUCKET,
    Key: key,
    Conditions: [['content-length-range', 1, LOGO_MAX_BYTES]],
    Expires: LOGO_URL_SECONDS,
  });
  return { url, fields, key };
}

/** Size of a staged upload and a reader of its first bytes; undefined when nothing was uploaded there. */
export async function stagedLogo(
  key: string,
): Promise<{ size: number; head: () => Promise<Uint8Array> } | undefined> {
  const staged = await stagedUpload(key, IMAGE_SIGNATURE_BYTES);
  return staged && { size: staged.size, head: async () => staged.head };
}

/** Copy a checked staged upload to a final logo key with the served headers; returns the new key. */
export async function putLogoFromStaging(
  accountId: string,
  stagingKey: string,
  type: LogoImageType,
  now = new Date(),
): Promise<string> {
  if (!isStagedLogoKey(accountId, stagingKey))
    throw new Error(`staged logo ${stagingKey} is outside account ${accountId}`);
  const object = logoObject(accountId, type, now);
  await s3.send(
    new CopyObjectCommand({
      ...object,
      CopySource: `${config.UPLOADS_BUCKET}/${stagingKey}`,
      MetadataDirective: 'REPLACE',
    }),
  );
  return object.Key;
}

/** Delete a logo object of this account (a key outside the account's folder is never touched). */
export async function deleteLogo(accountId: string, key: string): Promise<void> {
  const ours =
    key.startsWith(objectKeys.logoFolder(accountId)) ||
    key.startsWith(objectKeys.stagedLogoFolder(accountId));
  if (!ours) throw new Error(`logo key ${key} is outside account ${accountId}`);
  await s3.send(new DeleteObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key }));
}

/** A short-lived GET link to a logo, served as a download-safe attachment with its image type. */
export function logoUrl(key: string, now = new Date()): Promise<string> {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return downloadUrl({
    bucket: 'uploads',
    key,
    fileName: `company-logo.${extension}`,
    seconds: LOGO_URL_SECONDS,
    now,
  });
}
