import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { conditionalWrite, epochSeconds, TABLE } from '../../platform/data/table.js';

/** An operator's sign-in waiting for its authenticator code, by the SHA-256 of the code step's token. */
export interface MfaChallengeRecord {
  userId: string;
  /** The Cognito tokens of the checked password, sealed under the code step's token (never stored). */
  sealedTokens: string;
  /** A secret offered for enrolment (first sign-in), sealed the same way; kept once a code matches it. */
  sealedSetup?: string;
  /** Epoch seconds after which the code step is over. */
  expiresAt: number;
}

/** Record a code step (after a right password). */
export async function putMfaChallenge(tokenHash: string, challenge: MfaChallengeRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.mfaChallenge(tokenHash),
        type: 'mfa-challenge',
        ...challenge,
        ttl: challenge.expiresAt,
      },
    }),
  );
}

/** The live code step of a token, if any. */
export async function getMfaChallenge(tokenHash: string, now: Date): Promise<MfaChallengeRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.mfaChallenge(tokenHash), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return undefined;
  return {
    userId: String(Item.userId),
    sealedTokens: String(Item.sealedTokens),
    sealedSetup: typeof Item.sealedSetup === 'string' ? Item.sealedSetup : undefined,
    expiresAt: Number(Item.expiresAt),
  };
}

/** End a code step; false when it was already ended (of two racing right codes only one signs in). */
export function deleteMfaChallenge(tokenHash: string): Promise<boolean> {
  return conditionalWrite(
    new DeleteCommand({
      TableName: TABLE,
      Key: keys.mfaChallenge(tokenHash),
      ConditionExpression: 'attribute_exists(PK)',
    }),
  );
}

/**
 * Record a right code: its step becomes the last used (on condition it is later than the stored one,
 * so a code is good once even against a racing request), and `mfaAt` the sign-in times' marks. With
 * `enrol`, the secret is stored too, on condition the operator had none. False when a condition failed.
 */
export function saveMfaCodeUsed(
  userId: string,
  change: { step: number; mfaAt: Record<string, number>; enrol?: string },
): Promise<boolean> {
  const values = { ':step': change.step, ':marks': change.mfaAt };
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      ...(change.enrol
        ? {
            UpdateExpression: 'SET mfa = :mfa, mfaAt = :marks',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(mfa)',
            ExpressionAttributeValues: {
              ':mfa': { secret: change.enrol, lastStep: change.step },
              ':marks': change.mfaAt,
            },
          }
        : {
            UpdateExpression: 'SET mfa.lastStep = :step, mfaAt = :marks',
            ConditionExpression: 'mfa.lastStep < :step',
            ExpressionAttributeValues: values,
          }),
    }),
  );
}

/** Give an operator an authenticator secret where none is enrolled (the local seed's fixed one). */
export function saveMfaEnrolled(userId: string, secret: string): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET mfa = :mfa',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(mfa)',
      ExpressionAttributeValues: { ':mfa': { secret, lastStep: 0 } },
    }),
  );
}
