import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { AccountRole } from '../../../shared/domain/permissions.js';
import type { PlanTier } from '../../../shared/domain/constants.js';
import { PLAN_SEATS } from '../../../shared/domain/team.js';
import { ddb } from '../clients/dynamodb.js';
import { decodeCursor, encodeCursor } from './cursor.js';
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
  /** False once removed from the account: every request and sign-in is then refused. */
  isActive: boolean;
  createdAt: string;
  /** True from the invite until the member's first sign-in. */
  invitePending?: boolean;
  /** Who invited the member (user id). */
  invitedBy?: string;
  updatedAt?: string;
  /**
   * A copy of the account's name, so `GET /api/auth/me` (every page load) is one read; the account
   * item stays the source and `renameAccount` refreshes the copies.
   */
  accountName?: string;
}

/** A contractor's company, as stored. */
export interface AccountRecord {
  accountId: string;
  name: string;
  tier: PlanTier;
  subscriptionStatus: 'active' | 'trial' | 'free';
  trialEndsAt: string | null;
  createdAt: string;
  /** Active plus invited members (counted against the plan's seats); kept in step transactionally. */
  seatsUsed?: number;
  /** Active admins; an account never drops to zero. */
  adminCount?: number;
  /** S3 key of the company logo (under `accounts/<accountId>/logos/`). */
  logoKey?: string | null;
}

/** A page of a list and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Why a membership change could not be written. */
export type MembershipConflict = 'member-changed' | 'no-seat' | 'last-admin' | 'exists';

/** A membership write refused by one of its conditions. */
export class MembershipConflictError extends Error {
  constructor(readonly reason: MembershipConflict) {
    super(`membership change refused: ${reason}`);
    this.name = 'MembershipConflictError';
  }
}

const GSI1_KEY = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const GSI2_KEY = ['PK', 'SK', 'GSI2PK', 'GSI2SK'] as const;

function toUser(item: Record<string, unknown>): UserRecord {
  return stripKeys(item) as unknown as UserRecord;
}

/** Load a user's profile and membership by user id (the Cognito `sub`). */
export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId) }));
  return Item ? toUser(Item) : undefined;
}

/** Load an account by id. */
export async function getAccount(accountId: string): Promise<AccountRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.account(accountId) }));
  return Item ? (stripKeys(Item) as unknown as AccountRecord) : undefined;
}

/** Load several accounts at once (at most 100 ids), keyed by id. */
export async function getAccounts(accountIds: readonly string[]): Promise<Map<string, AccountRecord>> {
  const found = new Map<string, AccountRecord>();
  let pending: Record<string, unknown>[] = [...new Set(accountIds)].map((id) => keys.account(id));
  for (let attempt = 0; pending.length && attempt < 5; attempt += 1) {
    const { Responses, UnprocessedKeys } = await ddb.send(
      new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending } } }),
    );
    for (const item of Responses?.[TABLE] ?? [])
      found.set(item.accountId as string, stripKeys(item) as unknown as AccountRecord);
    pending = (UnprocessedKeys?.[TABLE]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return found;
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

function userItem(user: UserRecord): Record<string, unknown> {
  const membership = user.isActive
    ? keys.userInAccount(user.accountId, user.createdAt, user.userId)
    : keys.removedUserInAccount(user.accountId, user.createdAt, user.userId);
  return {
    ...keys.user(user.userId),
    ...membership,
    ...keys.userInPlatform(user.createdAt, user.userId),
    type: 'user',
    ...user,
  };
}

/** Create an account, its first member and the permanent email claim together. */
export async function createAccountWithAdmin(account: AccountRecord, user: UserRecord): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...keys.account(account.accountId),
              type: 'account',
              ...account,
              seatsUsed: 1,
              adminCount: 1,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        { Put: { TableName: TABLE, Item: userItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Put: {
            TableName: TABLE,
            Item: { ...keys.email(user.email), type: 'email', email: user.email, userId: user.userId },
          },
        },
      ],
    }),
  );
}

/** Make a user platform staff (operator). Only seeding and operations tooling call this; no API route does. */
export async function grantOperator(userId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET isOperator = :yes',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** Current members (active and invited) of one account, oldest first, one page. */
export async function listAccountMembers(
  accountId: string,
  limit: number,
  cursor?: string,
): Promise<Page<UserRecord>> {
  const partition = { GSI1PK: `ACCOUNT#${accountId}#USERS` };
  const { Items, LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition.GSI1PK },
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, GSI1_KEY, partition),
    }),
  );
  return { items: (Items ?? []).map(toUser), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** Every user of the platform, oldest first, one page (operators only). */
export async function listPlatformUsers(limit: number, cursor?: string): Promise<Page<UserRecord>> {
  const partition = { GSI2PK: 'USERS' };
  const { Items, LastEvaluatedKey } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': partition.GSI2PK },
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, GSI2_KEY, partition),
    }),
  );
  return { items: (Items ?? []).map(toUser), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/**
 * The account with its seat and admin counters. Accounts created before the counters existed get
 * them computed once from their members (one Query) and written only if still missing.
 */
export async function getAccountWithCounters(
  accountId: string,
): Promise<Required<Pick<AccountRecord, 'seatsUsed' | 'adminCount'>> & AccountRecord> {
  const account = await getAccount(accountId);
  if (!account) throw new Error(`account ${accountId} does not exist`);
  if (account.seatsUsed !== undefined && account.adminCount !== undefined)
    return account as Required<Pick<AccountRecord, 'seatsUsed' | 'adminCount'>> & AccountRecord;
  let seatsUsed = 0;
  let adminCount = 0;
  let cursor: string | undefined;
  do {
    const page = await listAccountMembers(accountId, 100, cursor);
    for (const member of page.items) {
      if (!member.isActive) continue;
      seatsUsed += 1;
      if (member.role === 'admin') adminCount += 1;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.account(accountId),
        UpdateExpression: 'SET seatsUsed = :seats, adminCount = :admins',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(seatsUsed)',
        ExpressionAttributeValues: { ':seats': seatsUsed, ':admins': adminCount },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return getAccountWithCounters(accountId);
  }
  return { ...account, seatsUsed, adminCount };
}

function seatCondition(tier: PlanTier): { expression: string; values: Record<string, number> } {
  const seats = PLAN_SEATS[tier];
  return seats === null
    ? { expression: 'attribute_exists(PK)', values: {} }
    : { expression: 'attribute_exists(PK) AND seatsUsed < :seats', values: { ':seats': seats } };
}

function reasonsOf(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

/**
 * Add an invited member: takes a seat (refused when the account's plan is full), stores the member
 * and claims the email, all in one transaction.
 */
export async function addInvitedMember(account: AccountRecord, user: UserRecord): Promise<void> {
  const seat = seatCondition(account.tier);
  const admins = user.role === 'admin' ? 1 : 0;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: keys.account(account.accountId),
              UpdateExpression: 'ADD seatsUsed :one, adminCount :admins',
              ConditionExpression: seat.expression,
              ExpressionAttributeValues: { ':one': 1, ':admins': admins, ...seat.values },
            },
          },
          {
            Put: { TableName: TABLE, Item: userItem(user), ConditionExpression: 'attribute_not_exists(PK)' },
          },
          {
            Put: {
              TableName: TABLE,
              Item: { ...keys.email(user.email), type: 'email', email: user.email, userId: user.userId },
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = reasonsOf(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') throw new MembershipConflictError('no-seat');
    if (reasons?.[1] === 'ConditionalCheckFailed') throw new MembershipConflictError('exists');
    throw error;
  }
}

/** A change of a member's role and/or access. */
export interface MembershipChange {
  role?: AccountRole;
  isActive?: boolean;
  /** Set when a removed member is invited again: they count as invited until they sign in. */
  invitePending?: boolean;
}

/**
 * Change a member's role or access together with the account's seat and admin counters. Conditions:
 * the member is still as `current` was read; taking a seat needs a free one; losing an admin needs
 * another active admin. Returns the updated member.
 */
export async function changeMembership(
  current: UserRecord,
  account: AccountRecord,
  change: MembershipChange,
  now = new Date(),
): Promise<UserRecord> {
  const next: UserRecord = {
    ...current,
    role: change.role ?? current.role,
    isActive: change.isActive ?? current.isActive,
    ...(change.invitePending !== undefined ? { invitePending: change.invitePending } : {}),
    updatedAt: now.toISOString(),
  };
  const seatDelta = Number(next.isActive) - Number(current.isActive);
  const adminDelta =
    Number(next.isActive && next.role === 'admin') - Number(current.isActive && current.role === 'admin');
  const membership = next.isActive
    ? keys.userInAccount(next.accountId, next.createdAt, next.userId)
    : keys.removedUserInAccount(next.accountId, next.createdAt, next.userId);

  const conditions = ['attribute_exists(PK)'];
  const values: Record<string, number> = { ':seat': seatDelta, ':admin': adminDelta };
  if (seatDelta > 0) {
    const seat = seatCondition(account.tier);
    conditions.push(seat.expression);
    Object.assign(values, seat.values);
  }
  if (adminDelta < 0) {
    conditions.push('adminCount > :oneAdmin');
    values[':oneAdmin'] = 1;
  }
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: keys.user(current.userId),
              UpdateExpression:
                'SET #role = :role, isActive = :active, invitePending = :pending, updatedAt = :at, GSI1PK = :gsiPk',
              ConditionExpression: 'accountId = :account AND #role = :oldRole AND isActive = :oldActive',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: {
                ':role': next.role,
                ':active': next.isActive,
                ':pending': next.invitePending ?? false,
                ':at': next.updatedAt,
                ':gsiPk': membership.GSI1PK,
                ':account': current.accountId,
                ':oldRole': current.role,
                ':oldActive': current.isActive,
              },
            },
          },
          {
            Update: {
              TableName: TABLE,
              Key: keys.account(account.accountId),
              UpdateExpression: 'ADD seatsUsed :seat, adminCount :admin',
              ConditionExpression: conditions.join(' AND '),
              ExpressionAttributeValues: values,
            },
          },
        ],
      }),
    );
  } catch (error) {
    const reasons = reasonsOf(error);
    if (reasons?.[0] === 'ConditionalCheckFailed') throw new MembershipConflictError('member-changed');
    if (reasons?.[1] === 'ConditionalCheckFailed')
      throw new MembershipConflictError(adminDelta < 0 ? 'last-admin' : 'no-seat');
    throw error;
  }
  return next;
}

/** Clear the invited flag at a member's first sign-in. */
export async function markSignedIn(userId: string): Promise<void> {
  await ddb
    .send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(userId),
        UpdateExpression: 'SET invitePending = :no',
        ConditionExpression: 'invitePending = :yes',
        ExpressionAttributeValues: { ':yes': true, ':no': false },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** Update a user's own details (name and phone). */
export async function updateUserDetails(
  userId: string,
  details: { firstName?: string; lastName?: string; phone?: string | null },
  now = new Date(),
): Promise<UserRecord> {
  const sets = ['updatedAt = :updatedAt'];
  const values: Record<string, unknown> = { ':updatedAt': now.toISOString() };
  for (const [name, value] of Object.entries(details)) {
    if (value === undefined) continue;
    sets.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  }
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toUser(Attributes ?? {});
}

/** Rename an account (the company name), then refresh the copy of the name on each member. */
export async function renameAccount(accountId: string, name: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': name },
    }),
  );
  let cursor: string | undefined;
  do {
    const page = await listAccountMembers(accountId, 100, cursor);
    await Promise.all(
      page.items.map((member) =>
        ddb.send(
          new UpdateCommand({
            TableName: TABLE,
            Key: keys.user(member.userId),
            UpdateExpression: 'SET accountName = :name',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':name': name },
          }),
        ),
      ),
    );
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Point the account at a new logo; returns the key of the logo it replaces, if any. */
export async function setAccountLogo(accountId: string, logoKey: string): Promise<string | undefined> {
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression: 'SET logoKey = :key',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':key': logoKey },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (Attributes?.logoKey as string | null | undefined) ?? undefined;
}

/** Remove the account's logo; returns the key it had, if any. */
export async function clearAccountLogo(accountId: string): Promise<string | undefined> {
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression: 'REMOVE logoKey',
      ConditionExpression: 'attribute_exists(PK)',
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (Attributes?.logoKey as string | null | undefined) ?? undefined;
}
