import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { identityPut } from '../../platform/data/identities.js';
import { keys } from '../../platform/data/keys.js';
import { MembershipConflictError } from './memberships.js';
import { CONDITION_FAILED, TABLE, transactWrite } from '../../platform/data/table.js';
import type { UserRecord } from '../../platform/data/users.js';

// Invites that hold no claim on their address until accepted (docs/decisions.md): each account's pending
// invite of an address is its own item, so several accounts may invite one address at once.

/** The member id of this account's invite of an address (pending or removed), if it made one. */
export async function findInvitedMemberId(email: string, accountId: string): Promise<string | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.inviteOfEmail(email, accountId), ConsistentRead: true }),
  );
  return Item?.userId as string | undefined;
}

/**
 * Save an invite as accepted by the new Cognito user `sub`, in one transaction: the member becomes
 * active (no longer invited) while it is still a current invite; the address is claimed for it,
 * replacing the reservation the accept holds (refused if the address is anyone's); the `sub` is
 * mapped to the member; the account's pending invite of the address is dropped.
 * Refusals: 'member-changed' (removed or already accepted), 'exists' (the address is taken).
 */
export async function saveInviteAcceptedAs(member: UserRecord, sub: string, now: Date): Promise<void> {
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.user(member.userId),
          UpdateExpression:
            'SET inviteAcceptedAt = :now, invitePending = :no, updatedAt = :now REMOVE identityPending',
          ConditionExpression: 'isActive = :yes AND identityPending = :yes',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':no': false, ':yes': true },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.email(member.email), type: 'email', email: member.email, userId: member.userId },
          ConditionExpression: 'attribute_not_exists(userId)',
        },
      },
      identityPut(sub, member.userId),
      { Delete: { TableName: TABLE, Key: keys.inviteOfEmail(member.email, member.accountId) } },
    ],
    (reasons, cause) => {
      if (reasons[0] === CONDITION_FAILED) return new MembershipConflictError('member-changed', { cause });
      if (reasons[1] === CONDITION_FAILED) return new MembershipConflictError('exists', { cause });
      return undefined;
    },
  );
}
