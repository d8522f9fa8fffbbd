import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { backOffSeconds } from '@shared/kernel/back-off.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { ddb } from '../clients/dynamodb.js';
import { TooManyRequestsError } from '../errors.js';
import { keys } from './keys.js';
import { conditionalWrite, epochSeconds, TABLE } from './table.js';

/** A back-off: the first `free` failures in a row cost nothing, each further one doubles a wait (1 s … 15 min). */
export interface BackOff {
  scope: string;
  free: number;
  /** The 429's detail for a wait of so many seconds. */
  message: (seconds: number) => string;
}

/** One attempt taken: undo it when it did not fail, or reset the record when it succeeded. */
export interface Attempt {
  /** The attempt did not count (it was never tried, or failed for another reason than the secret). */
  undo: () => Promise<void>;
  /** A success: the failures in a row end, and with them the wait. */
  reset: () => Promise<void>;
}

interface State {
  failures: number;
  untilMs: number;
}

function refusal(rule: BackOff, untilMs: number, now: Date): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000));
  return new TooManyRequestsError(rule.message(seconds), { retryAfterSeconds: seconds });
}

/**
 * Take one attempt for a subject, counted as a failure BEFORE it is tried, with the wait that failure
 * would start, so of parallel attempts only one is tried (a lost race is a 429 of a second) and
 * guessing in parallel cannot pass the back-off. 429 with Retry-After while the subject waits.
 * Failures are forgotten a day after the last one.
 */
export async function takeAttempt(
  rule: BackOff,
  subject: string,
  part = '-',
  now = new Date(),
): Promise<Attempt> {
  const key = keys.backOff(rule.scope, subject, part);
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
  // TTL deletion is lazy (and absent locally): an expired record is no record.
  const live = Item && Number(Item.ttl) > epochSeconds(now);
  const before: State = live
    ? { failures: Number(Item.failures ?? 0), untilMs: Number(Item.untilMs ?? 0) }
    : { failures: 0, untilMs: 0 };
  if (before.untilMs > now.getTime()) throw refusal(rule, before.untilMs, now);
  const failures = before.failures + 1;
  const untilMs = now.getTime() + backOffSeconds(failures, rule.free) * 1000;
  const ttl = epochSeconds(now) + DAY_SECONDS;
  const taken = await conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: { ...key, failures, untilMs, ttl },
      ...(Item
        ? { ConditionExpression: 'failures = :seen', ExpressionAttributeValues: { ':seen': Item.failures } }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    }),
  );
  if (!taken) throw refusal(rule, now.getTime() + 1000, now);
  const restore = async (record: State | undefined) => {
    // Only while nothing else changed it; a later attempt's count stands.
    const condition = {
      ConditionExpression: 'failures = :taken',
      ExpressionAttributeValues: { ':taken': failures },
    };
    await conditionalWrite(
      record && record.failures > 0
        ? new PutCommand({ TableName: TABLE, Item: { ...key, ...record, ttl }, ...condition })
        : new DeleteCommand({ TableName: TABLE, Key: key, ...condition }),
    );
  };
  return { undo: () => restore(before), reset: () => restore(undefined) };
}

/** Ends every back-off of a subject, whatever its part (e.g. a password reset ends an email's, from any address). */
export async function clearBackOffs(rule: Pick<BackOff, 'scope'>, subject: string): Promise<void> {
  const { PK } = keys.backOff(rule.scope, subject);
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PK },
      ProjectionExpression: 'PK, SK',
    }),
  );
  for (const item of Items)
    await ddb.send(new DeleteCommand({ TableName: TABLE, Key: { PK: item.PK, SK: item.SK } }));
}
