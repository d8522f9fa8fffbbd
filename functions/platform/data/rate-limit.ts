import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../clients/dynamodb.js';
import { TooManyRequestsError } from '../errors.js';
import { keys } from './keys.js';
import { conditionalWrite, epochSeconds, TABLE } from './table.js';

/** A limit: at most `limit` hits per `windowSeconds` for one subject (an email, a client address…). */
export interface RateLimit {
  scope: string;
  limit: number;
  windowSeconds: number;
  message?: string;
  /** Called by `hit` on the first hit over the limit in a window (exactly once: the count is atomic). */
  onFirstRefusal?: () => void;
}

/** The 429 of a limit: its message, and a `Retry-After` of the seconds left in the window. */
function refusal(rule: RateLimit, start: number, now: Date): TooManyRequestsError {
  return new TooManyRequestsError(rule.message, {
    retryAfterSeconds: start + rule.windowSeconds - epochSeconds(now),
  });
}

function windowOf(rule: RateLimit, now: Date) {
  const start = Math.floor(epochSeconds(now) / rule.windowSeconds) * rule.windowSeconds;
  return { start, ttl: start + rule.windowSeconds * 2 };
}

/** Count one hit (or `count`) against the limit; throws TooManyRequestsError (429) once it is exceeded. Fixed windows, counted atomically. */
export async function hit(rule: RateLimit, subject: string, now = new Date(), count = 1): Promise<number> {
  const { start, ttl } = windowOf(rule, now);
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.rateLimit(rule.scope, subject, start),
      UpdateExpression: 'ADD hits :count SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':count': count, ':ttl': ttl },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const hits = Number(Attributes?.hits ?? 0);
  if (hits > rule.limit) {
    // The hit that crossed the limit (its count was within it before this one).
    if (hits - count <= rule.limit) rule.onFirstRefusal?.();
    throw refusal(rule, start, now);
  }
  return hits;
}

/**
 * Take one attempt, but only while under the limit: a conditional increment, so of N parallel
 * attempts exactly `limit` get through and the rest are refused (429) before they are tried.
 */
export async function take(rule: RateLimit, subject: string, now = new Date()): Promise<void> {
  const { start, ttl } = windowOf(rule, now);
  const taken = await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.rateLimit(rule.scope, subject, start),
      UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttl, ':limit': rule.limit },
    }),
  );
  if (!taken) throw refusal(rule, start, now);
}

/** Give back an attempt taken with `take` that should not count (it succeeded, or was never tried). */
export async function giveBack(rule: RateLimit, subject: string, now = new Date()): Promise<void> {
  const { start } = windowOf(rule, now);
  // Refused when the window turned over meanwhile: nothing left to give back.
  await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.rateLimit(rule.scope, subject, start),
      UpdateExpression: 'ADD hits :minus',
      ConditionExpression: 'hits > :zero',
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    }),
  );
}

/** Starts the subject's current window again from zero (an operator lifted what the count decided). */
export async function resetHits(
  rule: Pick<RateLimit, 'scope' | 'windowSeconds'>,
  subject: string,
  now = new Date(),
): Promise<void> {
  const start = Math.floor(epochSeconds(now) / rule.windowSeconds) * rule.windowSeconds;
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: keys.rateLimit(rule.scope, subject, start) }));
}

/** Throws 429 if the subject is already over the limit, without counting a hit (e.g. check before a login attempt, count only failures). */
export async function check(rule: RateLimit, subject: string, now = new Date()): Promise<void> {
  const { start } = windowOf(rule, now);
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.rateLimit(rule.scope, subject, start) }),
  );
  if (Number(Item?.hits ?? 0) >= rule.limit) throw refusal(rule, start, now);
}

/** The subject's hits in the current window, without counting one (a tally read next to `hit`). */
export async function hits(
  rule: Pick<RateLimit, 'scope' | 'windowSeconds'>,
  subject: string,
  now = new Date(),
): Promise<number> {
  const start = Math.floor(epochSeconds(now) / rule.windowSeconds) * rule.windowSeconds;
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.rateLimit(rule.scope, subject, start) }),
  );
  return Number(Item?.hits ?? 0);
}

/** Where a subject stands in its current window after one more hit: for the RateLimit-* headers. */
export interface Meter {
  limit: number;
  hits: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/** Count one hit and say where the subject stands, without refusing (the caller decides and answers the headers). */
export async function meter(rule: RateLimit, subject: string, now = new Date()): Promise<Meter> {
  const { start, ttl } = windowOf(rule, now);
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.rateLimit(rule.scope, subject, start),
      UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttl },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return {
    limit: rule.limit,
    hits: Number(Attributes?.hits ?? 0),
    resetSeconds: Math.max(1, start + rule.windowSeconds - epochSeconds(now)),
  };
}
