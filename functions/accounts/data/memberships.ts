import { takesSeat, type AccountRole } from '@shared/kernel/permissions.js';
import { accountItem, type AccountRecord } from './accounts.js';
import { emailClaimPut } from './email-claims.js';
import { keys } from '../../platform/data/keys.js';
import { CONDITION_FAILED, TABLE, transactWrite, type TransactItem } from '../../platform/data/table.js';
import { userItem, type UserRecord } from '../../platform/data/users.js';

// Writes that change a member together with its account's seat and admin counters (and, for a new
// account's admin, the claim on their email address), each in one transaction with conditions, so
// parallel invites cannot exceed the plan's seats and an account never loses its last admin.

/** Why a membership change could not be written. */
export type MembershipConflict = 'member-changed' | 'no-seat' | 'last-admin' | 'exists';

/** A membership write refused by one of its conditions. */
export class MembershipConflictError extends Error {
  constructor(
    readonly reason: MembershipConflict,
    options?: ErrorOptions,
  ) {
    super(`membership change refused: ${reason}`, options);
    this.name = 'MembershipConflictError';
  }
}

/** A change of a member's role and/or access. */
export interface MembershipChange {
  role?: AccountRole;
  isActive?: boolean;
  /** Set when a removed member is invited again: they count as invited until they sign in. */
  invitePending?: boolean;
}

function seatCondition(seats: number | null): { expression: string; values: Record<string, number> } {
  return seats === null
    ? { expression: 'attribute_exists(PK)', values: {} }
    : { expression: 'attribute_exists(PK) AND seatsUsed < :seats', values: { ':seats': seats } };
}

function newUserPut(user: UserRecord) {
  return { Put: { TableName: TABLE, Item: userItem(user), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Put a new account, its first member (its admin) and the permanent email claim together. */
export async function putAccountWithAdmin(account: AccountRecord, user: UserRecord): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: TABLE,
        Item: accountItem({ ...account, seatsUsed: 1, adminCount: 1 }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    newUserPut(user),
    emailClaimPut(user.email, user.userId),
  ]);
}

/**
 * Put an invited member: takes a seat (refused when the account's `seats`, from its entitlements,
 * are full), stores the member and this account's pending invite of the address, all in one
 * transaction. The address itself is not claimed until the invite is accepted (docs/decisions.md), so other
 * accounts may invite it too; a second invite of it by this account is refused ('exists').
 */
export async function putInvitedMember(
  account: AccountRecord,
  user: UserRecord,
  seats: number | null,
): Promise<void> {
  // Crew members take no seat (docs/decisions.md), so the plan's limit does not apply to them.
  const seated = takesSeat(user.role);
  const seat = seatCondition(seated ? seats : null);
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.account(account.accountId),
          UpdateExpression: 'ADD seatsUsed :one, adminCount :admins',
          ConditionExpression: seat.expression,
          ExpressionAttributeValues: {
            ':one': seated ? 1 : 0,
            ':admins': user.role === 'admin' ? 1 : 0,
            ...seat.values,
          },
        },
      },
      newUserPut(user),
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.inviteOfEmail(user.email, user.accountId), type: 'invite', userId: user.userId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ],
    (reasons, cause) => {
      if (reasons[0] === CONDITION_FAILED) return new MembershipConflictError('no-seat', { cause });
      if (reasons[1] === CONDITION_FAILED || reasons[2] === CONDITION_FAILED)
        return new MembershipConflictError('exists', { cause });
      return undefined;
    },
  );
}

/**
 * Save a change of a member's role or access together with the account's seat and admin counters.
 * Conditions: the member is still as `current` was read; taking a seat needs a free one; losing an
 * admin needs another active admin. Returns the updated member.
 */
export async function saveMembership(
  current: UserRecord,
  account: AccountRecord,
  change: MembershipChange,
  /** The account's seats from its entitlements (null = unlimited), checked when a seat is taken. */
  seats: number | null,
  now = new Date(),
  /** Written in the same transaction (an operator's change carries its audit entry). */
  alongside: TransactItem[] = [],
): Promise<UserRecord> {
  const next: UserRecord = {
    ...current,
    role: change.role ?? current.role,
    isActive: change.isActive ?? current.isActive,
    ...(change.invitePending !== undefined ? { invitePending: change.invitePending } : {}),
    updatedAt: now.toISOString(),
  };
  // A seat is an active member outside the crew: joining or leaving the crew frees or takes one.
  const seatDelta =
    Number(next.isActive && takesSeat(next.role)) - Number(current.isActive && takesSeat(current.role));
  const adminDelta =
    Number(next.isActive && next.role === 'admin') - Number(current.isActive && current.role === 'admin');
  const membership = next.isActive
    ? keys.userInAccount(next.accountId, next.createdAt, next.userId)
    : keys.removedUserInAccount(next.accountId, next.createdAt, next.userId);

  const conditions = ['attribute_exists(PK)'];
  const values: Record<string, number> = { ':seat': seatDelta, ':admin': adminDelta };
  if (seatDelta > 0) {
    const seat = seatCondition(seats);
    conditions.push(seat.expression);
    Object.assign(values, seat.values);
  }
  if (adminDelta < 0) {
    conditions.push('adminCount > :oneAdmin');
    values[':oneAdmin'] = 1;
  }
  await transactWrite(
    [
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
      ...alongside,
    ],
    (reasons, cause) => {
      if (reasons[0] === CONDITION_FAILED) return new MembershipConflictError('member-changed', { cause });
      if (reasons[1] === CONDITION_FAILED)
        return new MembershipConflictError(adminDelta < 0 ? 'last-admin' : 'no-seat', { cause });
      return undefined;
    },
  );
  return next;
}
