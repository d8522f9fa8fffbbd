import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PENDING_UPLOAD_LIMIT } from '@shared/documents/document-type.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { conditionalWrite, TABLE } from '../../platform/data/table.js';

// The upload forms of an account that are issued, unexpired and not yet confirmed, on one item: a map of
// upload id → expiry, so the cap is one conditional write on its size (docs/decisions.md, "Open uploads are capped").

/** Refused: the account holds the limit; the earliest open form expires after `retryAfterSeconds`. */
export class PendingUploadsFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`${PENDING_UPLOAD_LIMIT} uploads are already open`);
    this.name = 'PendingUploadsFullError';
  }
}

/**
 * Records an open upload form until `expiresAt`, unless the account already holds the limit (expired
 * forms are dropped first: they can no longer upload). The size check is the write's condition, so
 * parallel requests never pass it together.
 */
export async function holdPendingUpload(
  accountId: string,
  uploadId: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  const key = keys.pendingUploads(accountId);
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
  if (!Item)
    await conditionalWrite(
      new PutCommand({
        TableName: TABLE,
        Item: { ...key, type: 'pending-uploads', accountId, open: {} },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  const entries = Object.entries((Item?.open ?? {}) as Record<string, string>);
  const expired = entries.filter(([, until]) => Date.parse(until) <= now.getTime()).map(([id]) => id);
  if (expired.length)
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: key,
        UpdateExpression: `REMOVE ${expired.map((_, index) => `#open.#x${index}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#open': 'open',
          ...Object.fromEntries(expired.map((id, index) => [`#x${index}`, id])),
        },
      }),
    );
  const held = await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'SET #open.#id = :until',
      ConditionExpression: 'size(#open) < :limit',
      ExpressionAttributeNames: { '#open': 'open', '#id': uploadId },
      ExpressionAttributeValues: { ':until': expiresAt.toISOString(), ':limit': PENDING_UPLOAD_LIMIT },
    }),
  );
  if (held) return;
  const open = entries.map(([, until]) => Date.parse(until)).filter((until) => until > now.getTime());
  const earliest = open.length ? Math.min(...open) : now.getTime() + 1000;
  throw new PendingUploadsFullError(Math.max(1, Math.ceil((earliest - now.getTime()) / 1000)));
}

/** Drops a confirmed (or refused) upload from the open ones. */
export async function releasePendingUpload(accountId: string, uploadId: string): Promise<void> {
  await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.pendingUploads(accountId),
      UpdateExpression: 'REMOVE #open.#id',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#open': 'open', '#id': uploadId },
    }),
  );
}
