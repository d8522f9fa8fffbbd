import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { epochSeconds, TABLE, transactWrite } from '../../platform/data/table.js';

/** A signed-in session as we know it, by the SHA-256 of its refresh token (never the token itself). */
export interface SessionRecord {
  userId: string;
  /** Epoch seconds of the password sign-in the session started with (kept across refreshes). */
  authTime: number;
  /** Epoch seconds after which the refresh token no longer works. */
  expiresAt: number;
  /** The Cognito user name the tokens were issued to (a refresh's SECRET_HASH is computed with it). */
  identity: string;
}

function sessionItem(refreshTokenHash: string, session: SessionRecord) {
  return { ...keys.session(refreshTokenHash), type: 'session', ...session, ttl: session.expiresAt };
}

/** Record a new session (after a password sign-in). */
export async function putSession(refreshTokenHash: string, session: SessionRecord): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLE, Item: sessionItem(refreshTokenHash, session) }));
}

/** The live session of a refresh token, if any (unknown, revoked and expired ones are undefined). */
export async function getSession(refreshTokenHash: string, now: Date): Promise<SessionRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.session(refreshTokenHash), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return undefined;
  return {
    userId: Item.userId as string,
    authTime: Number(Item.authTime),
    expiresAt: Number(Item.expiresAt),
    identity: typeof Item.identity === 'string' ? Item.identity : '',
  };
}

/**
 * Move a session to its rotated refresh token: the old token's record is deleted on condition it
 * still exists, so of two refreshes racing with one token only one carries the session on.
 * Returns false when the old record was already gone.
 */
export async function saveSessionRotated(
  oldHash: string,
  newHash: string,
  session: SessionRecord,
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: { TableName: TABLE, Key: keys.session(oldHash), ConditionExpression: 'attribute_exists(PK)' },
      },
      { Put: { TableName: TABLE, Item: sessionItem(newHash, session) } },
    ]);
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** Forget a session (server-side logout). */
export async function deleteSession(refreshTokenHash: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: keys.session(refreshTokenHash) }));
}
