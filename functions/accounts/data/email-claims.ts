import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import {
  conditionalWrite,
  epochSeconds,
  isExpired,
  TABLE,
  type TransactItem,
} from '../../platform/data/table.js';

// One address is one user: an email claim item names the user that owns an address. A sign-up or
// invite first reserves the address (a claim that expires), then claims it for good together with
// the user it creates.

/** How long a reservation holds an address for a sign-up in progress. */
const RESERVATION_SECONDS = 600;

/** The user id that owns an email address, if the address is fully registered. */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.email(email) }));
  if (!Item || isExpired(Item) || !Item.userId) return undefined;
  return Item.userId as string;
}

/**
 * Reserve an email address for a sign-up in progress. The reservation expires after 10 minutes so
 * a sign-up that died half-way does not lock the address forever. Returns false when taken.
 */
export async function reserveEmail(email: string, now = new Date()): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.email(email), type: 'email', email, ttl: epochSeconds(now) + RESERVATION_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK) OR (attribute_exists(#ttl) AND #ttl <= :now)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': epochSeconds(now) },
    }),
  );
}

/** Release a reservation made by `reserveEmail` (sign-up failed before completing). */
export async function releaseEmail(email: string): Promise<void> {
  await ddb
    .send(
      new DeleteCommand({
        TableName: TABLE,
        Key: keys.email(email),
        ConditionExpression: 'attribute_exists(#ttl)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
      }),
    )
    .catch(() => undefined);
}

/** The transaction item that claims an address for a user for good (it replaces the reservation). */
export function emailClaimPut(email: string, userId: string): TransactItem {
  return { Put: { TableName: TABLE, Item: { ...keys.email(email), type: 'email', email, userId } } };
}

/** Delete an address's claim, only while it still names `userId` (an invite withdrawn before it was accepted). */
export async function deleteEmailClaim(email: string, userId: string): Promise<void> {
  await ddb.send(
    new DeleteCommand({
      TableName: TABLE,
      Key: keys.email(email),
      ConditionExpression: 'userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
    }),
  );
}
