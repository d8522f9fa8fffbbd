import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_HOURS } from '@shared/kernel/api-keys.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { conditionalWrite, epochSeconds, isExpired, TABLE } from '../../platform/data/table.js';

/** One Idempotency-Key of an account: what it was first used for and, once done, the answer it gave. */
export interface IdempotencyRecord {
  /** The route and SHA-256 of the body it was first used with. */
  route: string;
  requestHash: string;
  /** Set once the first request finished: its status and JSON body (as text, kept exactly). */
  status?: number;
  body?: string;
  ttl: number;
}

/**
 * Claims a key for a request; the stored record when the key is already claimed (by this or another
 * request), undefined when this request is the first.
 */
export async function claimIdempotencyKey(
  accountId: string,
  idempotencyKey: string,
  route: string,
  requestHash: string,
  now = new Date(),
): Promise<IdempotencyRecord | undefined> {
  const key = keys.idempotency(accountId, idempotencyKey);
  const ttl = epochSeconds(now) + IDEMPOTENCY_HOURS * 3600;
  // A record past its TTL that DynamoDB has not deleted yet may be claimed again.
  const claimed = await conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: { ...key, type: 'idempotency', route, requestHash, ttl },
      ConditionExpression: 'attribute_not_exists(PK) OR #ttl < :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': epochSeconds(now) },
    }),
  );
  if (claimed) return undefined;
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
  if (!Item || isExpired(Item as { ttl?: number }, now)) return undefined;
  return Item as unknown as IdempotencyRecord;
}

/** Saves the answer of the request that claimed the key, for its retries to replay. */
export async function saveIdempotentAnswer(
  accountId: string,
  idempotencyKey: string,
  status: number,
  body: string,
): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.idempotency(accountId, idempotencyKey),
      UpdateExpression: 'SET #status = :status, #body = :body',
      ExpressionAttributeNames: { '#status': 'status', '#body': 'body' },
      ExpressionAttributeValues: { ':status': status, ':body': body },
    }),
  );
}

/** Frees a key whose request failed, so a retry runs it again rather than finding nothing to replay. */
export async function releaseIdempotencyKey(accountId: string, idempotencyKey: string): Promise<void> {
  await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.idempotency(accountId, idempotencyKey),
      UpdateExpression: 'REMOVE requestHash SET #ttl = :gone',
      ConditionExpression: 'attribute_not_exists(#status)',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#status': 'status' },
      ExpressionAttributeValues: { ':gone': 0 },
    }),
  );
}
