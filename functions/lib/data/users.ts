import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { AccountRole } from '../../../shared/domain/permissions.js';
import type { PlanTier } from '../../../shared/domain/constants.js';
import { ddb } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { epochSeconds, isExpired, stripKeys, TABLE } from './table.js';

/** A member of an account, as stored. */
export interface UserRecord {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  accountId: string;
  role: AccountRole;
  isOperator: boolean;
  isActive: boolean;
  createdAt: string;
}

/** A contractor's company, as stored. */
export interface AccountRecord {
  accountId: string;
  name: string;
  tier: PlanTier;
  subscriptionStatus: 'active' | 'trial' | 'free';
  trialEndsAt: string | null;
  createdAt: string;
}

/** Load a user's profile and membership by user id (the Cognito `sub`). */
export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId) }));
  return Item ? (stripKeys(Item) as unknown as UserRecord) : undefined;
}

/** Load an account by id. */
export async function getAccount(accountId: string): Promise<AccountRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.account(accountId) }));
  return Item ? (stripKeys(Item) as unknown as AccountRecord) : undefined;
}

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
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.email(email), type: 'email', email, ttl: epochSeconds(now) + 600 },
        ConditionExpression: 'attribute_not_exists(PK) OR (attribute_exists(#ttl) AND #ttl <= :now)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': epochSeconds(now) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Release a reservation made by `reserveEmail` (sign-up failed before completing). */
export async function releaseEmail(email: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: keys.email(email), ConditionExpression: 'attribute_exists(#ttl)', ExpressionAttributeNames: { '#ttl': 'ttl' } })).catch(() => undefined);
}

/** Create an account, its first member and the permanent email claim together. */
export async function createAccountWithAdmin(account: AccountRecord, user: UserRecord): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: TABLE, Item: { ...keys.account(account.accountId), type: 'account', ...account }, ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Put: {
            TableName: TABLE,
            Item: { ...keys.user(user.userId), ...keys.userInAccount(user.accountId, user.createdAt, user.userId), type: 'user', ...user },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { Put: { TableName: TABLE, Item: { ...keys.email(user.email), type: 'email', email: user.email, userId: user.userId } } },
      ],
    }),
  );
}

/** Make a user platform staff (operator). Only seeding and operations tooling call this; no API route does. */
export async function grantOperator(userId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({ TableName: TABLE, Key: keys.user(userId), UpdateExpression: 'SET isOperator = :yes', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':yes': true } }),
  );
}
