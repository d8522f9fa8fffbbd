import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountRole } from '@shared/kernel/permissions.js';
import { ddb } from '../clients/dynamodb.js';
import type { Page } from './cursor.js';
import { keys, partitions } from './keys.js';
import { queryAll, queryPage } from './query.js';
import {
  conditionalWrite,
  epochSeconds,
  stripKeys,
  TABLE,
  transactWrite,
  type TransactItem,
  updateExisting,
} from './table.js';

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
  /** When an invited member set their password through the invite link (the invite is accepted). */
  inviteAcceptedAt?: string;
  /**
   * An invite not accepted yet (docs/decisions.md): no Cognito user and no claim on the address exist for it
   * (its id is ours, not a Cognito `sub`); both are made when the invitee sets a password.
   */
  identityPending?: boolean;
  /** Epoch seconds: sessions signed in before this were ended (password change or reset; docs/decisions.md). */
  sessionsValidAfter?: number;
  /**
   * Sessions signed out on purpose, by the sign-in time (`auth_time`) their tokens carry, each until its
   * last access token has expired; docs/decisions.md "Signing out ends the access token too".
   */
  endedSessions?: Record<string, number>;
  /**
   * A copy of the account's name, so `GET /api/auth/me` (every page load) is one read; the account
   * item stays the source and `saveAccountName` refreshes the copies.
   */
  accountName?: string;
  /** A crew member's app language (docs/product.md#crew-app); English until they switch. */
  language?: 'en' | 'es';
  /** Whether the admin lets this crew member see homeowners' phone numbers (off unless allowed). */
  crewSeesHomeownerPhone?: boolean;
  /** An operator's authenticator: its base32 secret and the last code step used (a code is good once). */
  mfa?: { secret: string; lastStep: number };
  /**
   * When an operator last typed an authenticator code, per sign-in (`auth_time` → epoch seconds):
   * set at sign-in and by each step-up; docs/decisions.md "Operators sign in with a second factor".
   */
  mfaAt?: Record<string, number>;
}

/** The name and phone a user changes on their own profile (undefined leaves a field as it is). */
export interface UserDetails {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
}

function toUser(item: Record<string, unknown>): UserRecord {
  return stripKeys(item) as unknown as UserRecord;
}

/** The stored item of a user, in the team list's partition while active and out of it once removed. */
export function userItem(user: UserRecord): Record<string, unknown> {
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

/** Load a user's profile and membership by user id (the Cognito `sub`). */
export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId) }));
  return Item ? toUser(Item) : undefined;
}

/** Current members (active and invited) of one account, oldest first, one page. */
export async function listAccountMembers(
  accountId: string,
  limit: number,
  cursor?: string,
): Promise<Page<UserRecord>> {
  const page = await queryPage({
    index: 'GSI1',
    partition: partitions.accountMembers(accountId),
    limit,
    cursor,
  });
  return { items: page.items.map(toUser), nextCursor: page.nextCursor };
}

/** Every current member of an account, all pages (an account has a handful to a few hundred). */
export async function listAllAccountMembers(accountId: string): Promise<UserRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.accountMembers(accountId) },
  });
  return items.map(toUser);
}

/** Every user of the platform, oldest first, one page (operators only). */
export async function listPlatformUsers(limit: number, cursor?: string): Promise<Page<UserRecord>> {
  const page = await queryPage({ index: 'GSI2', partition: partitions.platformUsers(), limit, cursor });
  return { items: page.items.map(toUser), nextCursor: page.nextCursor };
}

/** Make a user platform staff (operator). Only seeding and operations tooling call this; no API route does. */
export async function grantOperator(userId: string): Promise<void> {
  await updateExisting(keys.user(userId), { isOperator: true });
}

/** Clear the invited flag at a member's first sign-in. */
export async function saveFirstSignIn(userId: string): Promise<void> {
  // Refused when the flag is already clear: a later sign-in has nothing to do.
  await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET invitePending = :no',
      ConditionExpression: 'invitePending = :yes',
      ExpressionAttributeValues: { ':yes': true, ':no': false },
    }),
  );
}

/** Whether a user is an invite nobody has accepted yet: it holds its address only until the address is proven elsewhere. */
export function isUnacceptedInvite(user: UserRecord): boolean {
  return user.invitePending === true && !user.inviteAcceptedAt;
}

/** Save an invite as accepted: its password was set through the invite link. */
export async function saveInviteAccepted(userId: string, now = new Date()): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET inviteAcceptedAt = if_not_exists(inviteAcceptedAt, :now)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
}

/** End every session of a user signed in before `seconds` (epoch): checked on each request and refresh. */
export async function saveSessionsValidAfter(userId: string, seconds: number): Promise<void> {
  await updateExisting(keys.user(userId), { sessionsValidAfter: seconds });
}

/**
 * Adds ended sessions (sign-in time → epoch seconds until which to refuse it) to a user, dropping marks
 * that have run out. A conditional write on the map as read, retried, so parallel sign-outs keep every mark.
 */
export async function saveSessionsEnded(
  userId: string,
  ended: Record<string, number>,
  now: Date,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.user(userId), ConsistentRead: true }),
    );
    if (!Item) return;
    const before = Item.endedSessions as Record<string, number> | undefined;
    const live = Object.entries(before ?? {}).filter(([, until]) => until > epochSeconds(now));
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.user(userId),
          UpdateExpression: 'SET endedSessions = :ended',
          ConditionExpression: before ? 'endedSessions = :before' : 'attribute_not_exists(endedSessions)',
          ExpressionAttributeValues: {
            ':ended': { ...Object.fromEntries(live), ...ended },
            ...(before && { ':before': before }),
          },
        }),
      );
      return;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException' || attempt >= 4) throw error;
    }
  }
}

/** Save a user's own details (name and phone); returns the user as stored now. */
export async function saveUserDetails(
  userId: string,
  details: UserDetails,
  now = new Date(),
  /** An operator's audit entry of the change, written in the same transaction. */
  audit?: TransactItem,
): Promise<UserRecord> {
  const sets = ['updatedAt = :updatedAt'];
  const values: Record<string, unknown> = { ':updatedAt': now.toISOString() };
  for (const [name, value] of Object.entries(details)) {
    if (value === undefined) continue;
    sets.push(`${name} = :${name}`);
    values[`:${name}`] = value;
  }
  const update = {
    TableName: TABLE,
    Key: keys.user(userId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: values,
  };
  if (audit) {
    await transactWrite([{ Update: update }, audit]);
    return (await getUser(userId))!;
  }
  const { Attributes } = await ddb.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
  return toUser(Attributes ?? {});
}

/** Save a new account name on the copy every current member keeps. */
export async function saveAccountNameOfMembers(accountId: string, name: string): Promise<void> {
  const members = await listAllAccountMembers(accountId);
  await Promise.all(
    members.map((member) =>
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
}

/** Whether a crew member sees homeowners' phone numbers (docs/product.md#crew-app); the member must exist. */
export async function saveCrewPhoneAccess(userId: string, allowed: boolean): Promise<UserRecord> {
  const answer = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET crewSeesHomeownerPhone = :allowed',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':allowed': allowed },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toUser(answer.Attributes ?? {});
}

/** Save a member's app language (the crew app's switch). */
export async function saveUserLanguage(userId: string, language: 'en' | 'es'): Promise<void> {
  await updateExisting(keys.user(userId), { language });
}
