import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LinkPurpose } from '@shared/accounts/schemas/auth.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import {
  cancellationReasons,
  epochSeconds,
  TABLE,
  transactWrite,
  type TransactItem,
} from '../../platform/data/table.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/** A password link (reset or invite) as stored: never the token itself, only its SHA-256. */
export interface PasswordLink {
  tokenHash: string;
  userId: string;
  purpose: LinkPurpose;
  /** Epoch seconds after which the link no longer works. */
  expiresAt: number;
}

// Expired items are kept a day past expiry (DynamoDB deletes them lazily); reads check expiresAt.
const KEEP_AFTER_EXPIRY_SECONDS = DAY_SECONDS;

/** A stored item of a link (looked up by hash, or the user's current one), kept a day past expiry. */
function linkItem(key: { PK: string; SK: string }, type: string, link: PasswordLink) {
  return { ...key, type, ...link, ttl: link.expiresAt + KEEP_AFTER_EXPIRY_SECONDS };
}

/** The per-user item naming the user's current link; `onlyIfNone` keeps a newer link from being replaced. */
function currentLinkPut(link: PasswordLink, onlyIfNone: boolean): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: linkItem(keys.userPasswordLink(link.userId), 'user-password-link', link),
      ...(onlyIfNone ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
    },
  };
}

/**
 * Put a new link for a user. The per-user item now names this link's hash, which voids any older
 * link of that user (a newer link always wins).
 */
export async function putPasswordLink(link: PasswordLink): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: linkItem(keys.passwordLink(link.tokenHash), 'password-link', link),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    currentLinkPut(link, false),
  ]);
}

/** The link a token hash names, if it is unused, unexpired at `now` and still its user's newest link. */
export async function findUsablePasswordLink(
  tokenHash: string,
  now: Date,
): Promise<PasswordLink | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.passwordLink(tokenHash), ConsistentRead: true }),
  );
  if (!Item || Item.usedAt || Number(Item.expiresAt) <= epochSeconds(now)) return undefined;
  const link: PasswordLink = {
    tokenHash,
    userId: Item.userId as string,
    purpose: Item.purpose as LinkPurpose,
    expiresAt: Number(Item.expiresAt),
  };
  const { Item: current } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.userPasswordLink(link.userId), ConsistentRead: true }),
  );
  return current?.tokenHash === tokenHash ? link : undefined;
}

/**
 * Save a link as used: marks it used and clears the user's current link in one transaction whose
 * conditions (unused, unexpired, still the newest) make it single-use even under parallel calls.
 * Returns the link, or undefined when it was not usable.
 */
export async function savePasswordLinkUsed(tokenHash: string, now: Date): Promise<PasswordLink | undefined> {
  const link = await findUsablePasswordLink(tokenHash, now);
  if (!link) return undefined;
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE,
          Key: keys.passwordLink(tokenHash),
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression:
            'attribute_exists(PK) AND attribute_not_exists(usedAt) AND expiresAt > :nowSeconds',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':nowSeconds': epochSeconds(now) },
        },
      },
      {
        Delete: {
          TableName: TABLE,
          Key: keys.userPasswordLink(link.userId),
          ConditionExpression: 'tokenHash = :hash',
          ExpressionAttributeValues: { ':hash': tokenHash },
        },
      },
    ]);
  } catch (error) {
    // Cancelled: another request used the link first, or it expired or was replaced meanwhile.
    if (cancellationReasons(error)) return undefined;
    throw error;
  }
  return link;
}

/** Save a used link as unused again when the password could not be set, so the person can retry with it. */
export async function savePasswordLinkUnused(link: PasswordLink): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: TABLE,
        Key: keys.passwordLink(link.tokenHash),
        UpdateExpression: 'REMOVE usedAt',
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    // Only if no newer link was issued meanwhile.
    currentLinkPut(link, true),
  ]);
}

/** Delete whatever link a user currently has, voiding it (e.g. when the member is removed). */
export async function deleteCurrentPasswordLink(userId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: keys.userPasswordLink(userId) }));
}
