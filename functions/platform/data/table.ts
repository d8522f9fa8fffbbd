import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  PutCommand,
  TransactWriteCommand,
  type DeleteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from '../config.js';

/** The table name (one table for everything). */
export const TABLE = config.TABLE_NAME;

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Seconds since the epoch, for the `ttl` attribute. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** True when an item carries a `ttl` in the past (DynamoDB deletes lazily; DynamoDB Local never does). */
export function isExpired(item: { ttl?: number } | undefined, now = new Date()): boolean {
  return item?.ttl !== undefined && item.ttl <= epochSeconds(now);
}

/** Drops the single-table key attributes before an item leaves the data layer. */
export function stripKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'ttl'> {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, GSI2PK: _g2, GSI2SK: _g2s, ttl: _ttl, ...rest } = item;
  return rest;
}

/** A stored record without its keys and its `type` tag. */
export function recordOf<T>(item: Record<string, unknown>): T {
  const { type: _type, ...rest } = stripKeys(item);
  return rest as T;
}

/** Sends one write conditioned on the stored item; false when the condition failed (nothing was written). */
export async function conditionalWrite(
  command: PutCommand | UpdateCommand | DeleteCommand,
): Promise<boolean> {
  try {
    // send's overloads take one command type at a time; each of the three is a single-item write.
    await ddb.send(command as Parameters<typeof ddb.send>[0]);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Set attributes on an item that must already exist (a missing one throws ConditionalCheckFailedException). */
export async function updateExisting(
  key: Record<string, unknown>,
  values: Record<string, unknown>,
): Promise<void> {
  // Every name goes through a placeholder, so reserved words (name, language) need no care at the call.
  const fields = Object.entries(values);
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: key,
      UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value])),
    }),
  );
}

/** Put an item only where none is stored yet; false when one was (the earlier one stands). */
export function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({ TableName: TABLE, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/** The reason code DynamoDB gives a transaction item whose condition failed. */
export const CONDITION_FAILED = 'ConditionalCheckFailed';

/** The reason code of each item of a cancelled transaction, in item order; undefined for any other error. */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/**
 * Writes items in one transaction. When it is cancelled (a condition failed), `refused` may turn the
 * reason codes into the error to throw instead; without one, or when it returns nothing, the
 * cancellation itself is thrown.
 */
export async function transactWrite(
  items: TransactItem[],
  refused?: (reasons: string[], cause: Error) => Error | undefined,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons && collidedOnly(reasons) && attempt < CONFLICT_ATTEMPTS) {
        await sleep(CONFLICT_BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
        continue;
      }
      const translated = reasons && refused?.(reasons, error as Error);
      throw translated ?? error;
    }
  }
}

/**
 * A transaction that touched an item another write had in flight is cancelled with TransactionConflict
 * and wrote nothing; DynamoDB asks callers to retry it, and the SDK does not. A few tries with jittered
 * back-off, then the cancellation goes to the caller like any other.
 */
const CONFLICT_ATTEMPTS = 4;
const CONFLICT_BACKOFF_MS = 25;

/** True when the only reasons a transaction was cancelled are collisions (no condition failed). */
function collidedOnly(reasons: string[]): boolean {
  return (
    reasons.includes('TransactionConflict') &&
    reasons.every((code) => code === 'TransactionConflict' || code === 'None')
  );
}

/** Writes items in one transaction; false when the condition of item `decisive` failed (nothing was written). */
export async function conditionalTransact(items: TransactItem[], decisive = 0): Promise<boolean> {
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[decisive] === CONDITION_FAILED) return false;
    throw error;
  }
}
