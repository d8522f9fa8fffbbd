import { CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { NotDoneReason, PhotoCategory } from '@shared/jobs/crew.js';
import { CREW_PHOTO_MAX_BYTES } from '@shared/jobs/crew.js';
import { IMAGE_SIGNATURE_BYTES } from '@shared/kernel/image-type.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { s3 } from '../../platform/clients/s3.js';
import { config } from '../../platform/config.js';
import { keys } from '../../platform/data/keys.js';
import { downloadUrl, stagedUpload } from '../../platform/data/objects.js';
import { objectKeys } from '../../platform/data/object-keys.js';
import { queryAll } from '../../platform/data/query.js';
import { conditionalWrite, recordOf, TABLE } from '../../platform/data/table.js';

// What the crew records on a project (docs/product.md#crew-app): photos under the phone's own ids,
// checklist steps not done and why, and the homeowner's sign-off. All under one key prefix per project.

/** A job photo as stored. */
export interface PhotoRecord {
  accountId: string;
  projectId: string;
  /** Made on the phone; a replayed sync carries it again and finds this record. */
  photoId: string;
  phaseId: string;
  category: PhotoCategory;
  caption: string | null;
  capturedAt: string;
  takenBy: string;
  takenByName: string;
  latitude: number | null;
  longitude: number | null;
  key: string;
  contentType: string;
  size: number;
  storedAt: string;
}

/** A checklist step marked not done, and why. */
export interface StepRecord {
  phaseId: string;
  stepId: PhotoCategory;
  reason: NotDoneReason;
  note: string | null;
  actionId: string;
  by: string;
  at: string;
}

/** The homeowner's sign-off at completion. */
export interface SignOffRecord {
  signOffId: string;
  name: string;
  notes: string | null;
  signedAt: string;
  by: string;
  certificateKey: string;
}

/** Everything the crew recorded on one project. */
export interface CrewRecords {
  photos: PhotoRecord[];
  steps: StepRecord[];
  signOff: SignOffRecord | null;
}

/** Every crew record of a project, photos oldest first (one Query). */
export async function getCrewRecords(accountId: string, projectId: string): Promise<CrewRecords> {
  const prefix = keys.crewRecords(accountId, projectId);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': prefix.PK, ':prefix': prefix.SK },
    ConsistentRead: true,
  });
  const photos = items
    .filter((item) => item.type === 'crew-photo')
    .map((item) => recordOf<PhotoRecord>(item));
  return {
    photos: photos.sort((a, b) => a.capturedAt.localeCompare(b.capturedAt)),
    steps: items.filter((item) => item.type === 'crew-step').map((item) => recordOf<StepRecord>(item)),
    signOff: recordOfType<SignOffRecord>(items, 'crew-sign-off') ?? null,
  };
}

function recordOfType<T>(items: Record<string, unknown>[], type: string): T | undefined {
  const item = items.find((candidate) => candidate.type === type);
  return item ? recordOf<T>(item) : undefined;
}

/** One photo by the phone's id, if stored. */
export async function getPhoto(
  accountId: string,
  projectId: string,
  photoId: string,
): Promise<PhotoRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.crewPhoto(accountId, projectId, photoId),
      ConsistentRead: true,
    }),
  );
  return Item?.type === 'crew-photo' ? recordOf<PhotoRecord>(Item) : undefined;
}

/** Store a photo once: false when a photo with this id is already stored (a replayed sync). */
export function putPhoto(photo: PhotoRecord): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.crewPhoto(photo.accountId, photo.projectId, photo.photoId),
        type: 'crew-photo',
        ...photo,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** Note that a phase has a photo of a category (the board's flag reads these). */
export async function addPhotoType(
  photo: Pick<PhotoRecord, 'accountId' | 'projectId' | 'phaseId' | 'category'>,
) {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.crewSummary(photo.accountId, photo.projectId),
      UpdateExpression: 'SET #type = :type ADD photoTypes :photoType',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'crew-summary',
        ':photoType': new Set([`${photo.phaseId}#${photo.category}`]),
      },
    }),
  );
}

/** The photo types (`phaseId#category`) of several projects, by project id (BatchGet, 100 at a time). */
export async function getPhotoTypes(
  accountId: string,
  projectIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  for (let start = 0; start < projectIds.length; start += 100) {
    let pending: Record<string, unknown>[] = projectIds
      .slice(start, start + 100)
      .map((projectId) => keys.crewSummary(accountId, projectId));
    while (pending.length) {
      const { Responses, UnprocessedKeys } = await ddb.send(
        new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending } } }),
      );
      for (const item of Responses?.[TABLE] ?? []) {
        const projectId = String(item.SK).split('#')[1];
        found.set(projectId, new Set((item.photoTypes as Set<string> | undefined) ?? []));
      }
      pending = (UnprocessedKeys?.[TABLE]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return found;
}

/** Record a step as not done (replacing what was said before). */
export async function putStep(accountId: string, projectId: string, step: StepRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.crewStep(accountId, projectId, step.phaseId, step.stepId), type: 'crew-step', ...step },
    }),
  );
}

/** Clear a step's "not done". */
export async function deleteStep(
  accountId: string,
  projectId: string,
  phaseId: string,
  stepId: string,
): Promise<void> {
  await ddb.send(
    new DeleteCommand({ TableName: TABLE, Key: keys.crewStep(accountId, projectId, phaseId, stepId) }),
  );
}

/** Store the homeowner's sign-off once: false when the project was already signed off. */
export function putSignOff(accountId: string, projectId: string, signOff: SignOffRecord): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.crewSignOff(accountId, projectId), type: 'crew-sign-off', ...signOff },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** How long a photo upload form or a photo link works. */
const PHOTO_URL_SECONDS = 900;

/** A browser upload form for one photo; S3 itself refuses empty files and files over the limit. */
export async function presignPhotoUpload(
  accountId: string,
  projectId: string,
  photoId: string,
): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3, {
    Bucket: config.UPLOADS_BUCKET,
    Key: objectKeys.stagedCrewPhoto(accountId, projectId, photoId),
    Conditions: [['content-length-range', 1, CREW_PHOTO_MAX_BYTES]],
    Expires: PHOTO_URL_SECONDS,
  });
}

/** The staged upload of a photo: its size and first bytes; undefined when nothing arrived. */
export function stagedPhoto(
  accountId: string,
  projectId: string,
  photoId: string,
): Promise<{ size: number; head: Uint8Array } | undefined> {
  return stagedUpload(objectKeys.stagedCrewPhoto(accountId, projectId, photoId), IMAGE_SIGNATURE_BYTES);
}

/** Copy a checked staged photo to its final key with the served headers; returns the key. */
export async function keepStagedPhoto(
  accountId: string,
  projectId: string,
  photoId: string,
  type: { extension: string; contentType: string },
): Promise<string> {
  const staged = objectKeys.stagedCrewPhoto(accountId, projectId, photoId);
  const key = objectKeys.crewPhoto(accountId, projectId, photoId, type.extension);
  await s3.send(
    new CopyObjectCommand({
      Bucket: config.UPLOADS_BUCKET,
      Key: key,
      CopySource: `${config.UPLOADS_BUCKET}/${staged}`,
      ContentType: type.contentType,
      CacheControl: 'private, max-age=900',
      MetadataDirective: 'REPLACE',
    }),
  );
  await dropStagedPhoto(accountId, projectId, photoId);
  return key;
}

/** Delete a staged photo (refused or kept). */
export async function dropStagedPhoto(accountId: string, projectId: string, photoId: string): Promise<void> {
  await s3.send(
    new DeleteObjectCommand({
      Bucket: config.UPLOADS_BUCKET,
      Key: objectKeys.stagedCrewPhoto(accountId, projectId, photoId),
    }),
  );
}

/** A short-lived link to a stored photo. */
export function photoUrl(photo: Pick<PhotoRecord, 'key' | 'photoId'>, now = new Date()): Promise<string> {
  const extension = photo.key.slice(photo.key.lastIndexOf('.') + 1);
  return downloadUrl({
    bucket: 'uploads',
    key: photo.key,
    fileName: `photo-${photo.photoId}.${extension}`,
    seconds: PHOTO_URL_SECONDS,
    now,
  });
}
