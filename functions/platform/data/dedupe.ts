import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { currentMessageId } from '../delivery.js';
import { keys } from './keys.js';
import { epochSeconds, TABLE } from './table.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/** A job that is being done right now by another worker; retry later. */
export class InProgressError extends Error {
  constructor(scope: string, key: string, options?: ErrorOptions) {
    super(`${scope} ${key} is already in progress`, options);
    this.name = 'InProgressError';
  }
}

/** How long a once-only job's lease holds before another worker may take the job over. */
export const LEASE_SECONDS = 15 * 60;
const KEEP_DONE_SECONDS = 30 * DAY_SECONDS;

/**
 * Runs `work` at most once per (scope, key) — the business event, not the delivery. A concurrent
 * duplicate sees the lease and throws InProgressError (its message is retried later and then
 * finds the job done); a failed attempt releases the lease so a retry can run it.
 * The lease names its owner, so when the SDK retries a lease write whose answer was lost, the retry
 * finds its own lease and goes on instead of waiting for it to expire. Inside a queue consumer the
 * owner is the SQS message: a redelivery of that message (its earlier try failed, perhaps leaving
 * the lease behind when even the release failed) takes the lease back at once, where it would
 * otherwise wait 15 minutes and so use up its receives into the DLQ; another copy of the job (a
 * different message) still waits. Elsewhere the owner is this call.
 * Returns false when the job had already been done.
 */
export async function runOnce(
  scope: string,
  key: string,
  work: () => Promise<void>,
  now = () => new Date(),
): Promise<boolean> {
  const item = keys.dedupe(scope, key);
  const start = epochSeconds(now());
  const owner = currentMessageId() ?? randomUUID();
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...item,
          type: 'dedupe',
          status: 'pending',
          owner,
          leaseUntil: start + LEASE_SECONDS,
          ttl: start + KEEP_DONE_SECONDS,
        },
        ConditionExpression:
          'attribute_not_exists(PK) OR (#status = :pending AND (leaseUntil < :now OR #owner = :owner))',
        ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner' },
        ExpressionAttributeValues: { ':pending': 'pending', ':now': start, ':owner': owner },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      if (error.Item?.status?.S === 'done') return false;
      throw new InProgressError(scope, key, { cause: error });
    }
    throw error;
  }
  try {
    await work();
  } catch (error) {
    // Only our own lease: once it expired, another worker may hold the key.
    await ddb
      .send(
        new DeleteCommand({
          TableName: TABLE,
          Key: item,
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': owner },
        }),
      )
      .catch(() => undefined);
    throw error;
  }
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: item,
      UpdateExpression: 'SET #status = :done, doneAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':at': now().toISOString() },
    }),
  );
  return true;
}
