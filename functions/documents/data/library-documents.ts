import { CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ulid } from 'ulid';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIGNATURE_BYTES,
  type DocumentFileType,
  type DocumentKind,
} from '@shared/documents/document-type.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { s3 } from '../../platform/clients/s3.js';
import { config } from '../../platform/config.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { isGeneratedKeyIn, objectKeys } from '../../platform/data/object-keys.js';
import { downloadUrl, stagedUpload, type BucketName } from '../../platform/data/objects.js';
import { queryAll } from '../../platform/data/query.js';
import { recordOf, TABLE } from '../../platform/data/table.js';

/** How long an upload form and a download link work (within the 15 minutes we promise). */
export const DOCUMENT_URL_SECONDS = 300;
/** Most records the library reads in one request (one Query, paged internally). */
const LIBRARY_LIMIT = 1000;

/** A file uploaded to the library, as stored. */
export interface UploadedDocumentRecord {
  accountId: string;
  documentId: string;
  kind: DocumentKind;
  title: string;
  customerName: string | null;
  customerEmail: string | null;
  estimateId: string | null;
  fileType: DocumentFileType;
  s3Key: string;
  bytes: number;
  uploadedBy: string;
  createdAt: string;
}

/** Whether a key is one of this account's staging keys exactly as `presignDocumentUpload` makes them. */
export function isStagedDocumentKey(accountId: string, key: string): boolean {
  return isGeneratedKeyIn(objectKeys.stagedDocumentFolder(accountId), key);
}

/** The id of a staging key `presignDocumentUpload` made (its last segment, a ULID). */
export function stagedUploadId(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** A browser upload form for one new staging key; S3 itself refuses empty files and files over 20 MB. */
export async function presignDocumentUpload(
  accountId: string,
  now = new Date(),
): Promise<{ url: string; fields: Record<string, string>; key: string }> {
  const key = `${objectKeys.stagedDocumentFolder(accountId)}${ulid(now.getTime())}`;
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: config.UPLOADS_BUCKET,
    Key: key,
    Conditions: [['content-length-range', 1, DOCUMENT_MAX_BYTES]],
    Expires: DOCUMENT_URL_SECONDS,
  });
  return { url, fields, key };
}

/** Size and first bytes of a staged upload; undefined when nothing was uploaded there. */
export function stagedDocument(key: string): Promise<{ size: number; head: Uint8Array } | undefined> {
  return stagedUpload(key, DOCUMENT_SIGNATURE_BYTES);
}

/** Copy a checked staged upload to its final key (generated, never the client's name); returns the key. */
export async function putDocumentFromStaging(
  accountId: string,
  stagingKey: string,
  documentId: string,
  type: DocumentFileType,
): Promise<string> {
  if (!isStagedDocumentKey(accountId, stagingKey))
    throw new Error(`staged ${stagingKey} is outside ${accountId}`);
  const { extension, contentType } = DOCUMENT_FILE_TYPES[type];
  const key = objectKeys.document(accountId, documentId, extension);
  await s3.send(
    new CopyObjectCommand({
      Bucket: config.UPLOADS_BUCKET,
      Key: key,
      CopySource: `${config.UPLOADS_BUCKET}/${stagingKey}`,
      ContentType: contentType,
      ContentDisposition: `attachment; filename="document.${extension}"`,
      CacheControl: 'private, no-store',
      MetadataDirective: 'REPLACE',
    }),
  );
  return key;
}

/** Delete a staged upload of this account (checked or refused, it is never kept). */
export async function deleteStagedDocument(accountId: string, key: string): Promise<void> {
  if (!isStagedDocumentKey(accountId, key)) return;
  await s3.send(new DeleteObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key }));
}

/** Store an uploaded document's record. */
export async function putUploadedDocument(record: UploadedDocumentRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.uploadedDocument(record.accountId, record.documentId),
        type: 'uploaded-document',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Load one uploaded document of an account. */
export async function getUploadedDocument(
  accountId: string,
  documentId: string,
): Promise<UploadedDocumentRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.uploadedDocument(accountId, documentId) }),
  );
  return Item ? recordOf<UploadedDocumentRecord>(Item) : undefined;
}

/** Every document record of the account (generated PDFs, contracts, uploads): one Query, paged. */
export async function listDocumentRecords(accountId: string): Promise<Record<string, unknown>[]> {
  return queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partitions.account(accountId), ':prefix': SK_PREFIX.document },
    },
    LIBRARY_LIMIT,
  );
}

/** A short-lived download link of a stored document. */
export function documentUrl(
  bucket: BucketName,
  key: string,
  fileName: string,
  contentType: string,
): Promise<string> {
  return downloadUrl({
    bucket,
    key,
    fileName,
    contentType,
    seconds: DOCUMENT_URL_SECONDS,
    now: new Date(),
  });
}

/** The latest material order PDF of a project as the library lists it. */
export interface MaterialOrderDocumentRecord {
  accountId: string;
  projectId: string;
  title: string;
  customerName: string;
  customerEmail: string | null;
  estimateId: string | null;
  s3Key: string;
  bytes: number;
  createdAt: string;
}

/** A project's latest material order PDF as the library holds it, if one was made. */
export async function getMaterialOrderDocument(
  accountId: string,
  projectId: string,
): Promise<MaterialOrderDocumentRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.materialOrderDocument(accountId, projectId) }),
  );
  return Item ? recordOf<MaterialOrderDocumentRecord>(Item) : undefined;
}

/** Record (or replace) a project's latest material order PDF in the library. */
export async function putMaterialOrderDocument(record: MaterialOrderDocumentRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.materialOrderDocument(record.accountId, record.projectId),
        type: 'material-order-document',
        ...record,
      },
    }),
  );
}
