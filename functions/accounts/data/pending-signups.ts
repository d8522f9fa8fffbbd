import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { epochSeconds, TABLE } from '../../platform/data/table.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/** A sign-up whose email is not proven yet: no account, no trial, no Cognito user until its link is followed. */
export interface PendingSignUp {
  tokenHash: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  company?: string;
  coupon?: string;
  presaleOrder?: string;
  /** The chosen password, sealed under the link token (see sealed-secret.ts). */
  sealedPassword: string;
  /** SHA-256 of the secret the sign-up form kept in its browser, when it sent one (one-click confirm). */
  browserProofHash?: string;
  /** Epoch seconds after which the link no longer works. */
  expiresAt: number;
}

// Kept a day past expiry (DynamoDB deletes lazily); reads check expiresAt, so the TTL is only housekeeping.
const KEEP_AFTER_EXPIRY_SECONDS = DAY_SECONDS;

/** Store a new pending sign-up under the hash of its link token. */
export async function putPendingSignUp(pending: PendingSignUp): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.pendingSignUp(pending.tokenHash),
        type: 'pending-signup',
        ...pending,
        ttl: pending.expiresAt + KEEP_AFTER_EXPIRY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Take a pending sign-up for confirming: marks it used in one conditional write (unused and
 * unexpired), so a link confirms once even under parallel calls. Undefined when not usable.
 */
export async function savePendingSignUpUsed(
  tokenHash: string,
  now: Date,
): Promise<PendingSignUp | undefined> {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.pendingSignUp(tokenHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(usedAt) AND expiresAt > :nowSeconds',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':nowSeconds': epochSeconds(now) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const { PK: _pk, SK: _sk, type: _type, ttl: _ttl, usedAt: _used, ...pending } = Attributes ?? {};
    return pending as PendingSignUp;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Give a taken link back when confirming failed for a reason the person can fix (a mistyped password). */
export async function savePendingSignUpUnused(tokenHash: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.pendingSignUp(tokenHash),
      UpdateExpression: 'REMOVE usedAt',
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}

/** Why a link is not usable, for the answer: unknown, used or expired (read once, after a refused take). */
export async function pendingSignUpState(
  tokenHash: string,
  now: Date,
): Promise<'unknown' | 'used' | 'expired'> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.pendingSignUp(tokenHash), ConsistentRead: true }),
  );
  if (!Item) return 'unknown';
  if (Item.usedAt) return 'used';
  return Number(Item.expiresAt) <= epochSeconds(now) ? 'expired' : 'used';
}
