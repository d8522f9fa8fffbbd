import type { InviteMemberRequest, ListMembersResponse, TeamMember } from '../../../shared/schemas/team.js';
import { INVITE_LINK_TTL_SECONDS } from '../../../shared/domain/constants.js';
import type { AccountRole } from '../../../shared/domain/permissions.js';
import { canAddSeat } from '../../../shared/domain/entitlements.js';
import { seatLimitMessage } from '../../../shared/domain/team.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { createInvitedIdentity, deleteIdentity, disableIdentity, enableIdentity } from '../identity.js';
import { assertPaidAction, entitlementsOf } from './plan-gate.js';
import { getAccountWithCounters, type AccountRecord, type CountedAccount } from '../data/accounts.js';
import { findUserIdByEmail, releaseEmail, reserveEmail } from '../data/email-claims.js';
import {
  MembershipConflictError,
  putInvitedMember,
  saveMembership,
  type MembershipChange,
} from '../data/memberships.js';
import { deleteCurrentPasswordLink } from '../data/password-links.js';
import { getUser, listAccountMembers, type UserRecord } from '../data/users.js';
import type { Caller } from '../middleware/authenticate.js';
import { errorFields, log } from '../log.js';
import { enqueueEmail } from '../queue.js';
import { hashToken } from '../secure-token.js';
import { issuePasswordLink, passwordLinkUrl } from './password-links-service.js';
import { toTeamMember } from './user-view.js';

/** Spec 001 §8 success messages of the team page. */
export const TEAM_MESSAGES = {
  invited: 'User invited successfully! They will receive an email to set up their account.',
  removed: 'User removed successfully.',
  roleChanged: 'Role updated successfully.',
} as const;

const LAST_ADMIN = 'An account needs at least one admin. Make another member an admin first.';
const MEMBER_CHANGED = 'This member was changed by someone else. Reload the page and try again.';

/** A member of the caller's own account; anyone else's id is 404, never 403 (no hint it exists). */
async function memberOfCallerAccount(caller: Caller, memberId: string): Promise<UserRecord> {
  const member = await getUser(memberId);
  if (!member || member.accountId !== caller.accountId) throw new NotFoundError('Team member not found');
  return member;
}

/**
 * Change a member's role or access with the account's counters, then mirror access in Cognito.
 * Nobody changes their own role or removes themselves (that is how accounts lose their last admin).
 */
export async function applyMembershipChange(
  actor: UserRecord,
  member: UserRecord,
  change: MembershipChange,
  now: Date,
): Promise<UserRecord> {
  const roleChanges = change.role !== undefined && change.role !== member.role;
  const accessChanges = change.isActive !== undefined && change.isActive !== member.isActive;
  if (!roleChanges && !accessChanges && change.invitePending === undefined) return member;
  if (actor.userId === member.userId && (roleChanges || change.isActive === false))
    throw new ForbiddenError('You cannot change your own role or remove yourself.');
  const account = await getAccountWithCounters(member.accountId);
  // Restoring access: let the person sign in first, so a failure leaves them removed everywhere.
  if (accessChanges && change.isActive) await enableIdentity(member.email);
  let updated: UserRecord;
  try {
    updated = await saveMembership(member, account, change, entitlementsOf(account, now).seats, now);
  } catch (error) {
    if (accessChanges && change.isActive) await disableIdentity(member.email).catch(() => undefined);
    throw membershipError(error, account);
  }
  if (accessChanges && !change.isActive) {
    // The table is the gate (checked on every request); Cognito and the links follow.
    await deleteCurrentPasswordLink(member.userId);
    await disableIdentity(member.email).catch((error: unknown) =>
      log('error', 'identity not disabled', { userId: member.userId, ...errorFields(error) }),
    );
  }
  return updated;
}

function membershipError(error: unknown, account: AccountRecord): unknown {
  if (!(error instanceof MembershipConflictError)) return error;
  if (error.reason === 'no-seat') return new ConflictError(seatLimitMessage(account.tier), { cause: error });
  if (error.reason === 'last-admin') return new ConflictError(LAST_ADMIN, { cause: error });
  return new ConflictError(MEMBER_CHANGED, { cause: error });
}

/** The caller's team, one page, with the plan's seats for the banner. */
export async function listMembers(
  caller: Caller,
  limit: number,
  cursor?: string,
): Promise<ListMembersResponse> {
  const [page, account] = await Promise.all([
    listAccountMembers(caller.accountId, limit, cursor),
    getAccountWithCounters(caller.accountId),
  ]);
  return {
    members: page.items.map(toTeamMember),
    next_cursor: page.nextCursor,
    plan: { tier: account.tier, seat_limit: entitlementsOf(account).seats, seats_used: account.seatsUsed },
  };
}

/**
 * Invite a teammate: a Cognito user without a password, a member listed as invited (taking a seat)
 * and a mail with a 7-day set-password link. Inviting the email of a removed member of this account
 * restores them as invited; inviting someone still invited sends a fresh link (the old one dies).
 */
export async function inviteMember(
  caller: Caller,
  input: InviteMemberRequest,
  now = new Date(),
): Promise<{ member: TeamMember; message: string }> {
  const account = await getAccountWithCounters(caller.accountId);
  assertPaidAction(account, now);
  const existingId = await findUserIdByEmail(input.email);
  let member: UserRecord;
  if (existingId) {
    const existing = await getUser(existingId);
    if (!existing || existing.accountId !== caller.accountId)
      throw new ConflictError('A user with this email already exists.');
    if (existing.isActive && !existing.invitePending)
      throw new ConflictError('This person is already a member of your team.');
    member = existing.isActive
      ? existing
      : await applyMembershipChange(
          caller.user,
          existing,
          { isActive: true, role: input.role, invitePending: true },
          now,
        );
  } else {
    member = await createInvitedMember(caller, account, input, now);
  }
  const token = await issuePasswordLink(member.userId, 'invite', INVITE_LINK_TTL_SECONDS, now);
  await enqueueEmail({
    key: `team-invite#${member.userId}#${hashToken(token).slice(0, 16)}`,
    to: [member.email],
    template: 'team-invite',
    data: {
      firstName: member.firstName,
      inviterName: `${caller.user.firstName} ${caller.user.lastName}`,
      company: account.name,
      inviteUrl: passwordLinkUrl(token, 'invite'),
    },
  });
  return { member: toTeamMember(member), message: TEAM_MESSAGES.invited };
}

async function createInvitedMember(
  caller: Caller,
  account: CountedAccount,
  input: InviteMemberRequest,
  now: Date,
): Promise<UserRecord> {
  // Seats come from the one plan-enforcement function, like every other plan decision.
  if (!canAddSeat(entitlementsOf(account, now), account.seatsUsed))
    throw new ConflictError(seatLimitMessage(account.tier));
  if (!(await reserveEmail(input.email, now)))
    throw new ConflictError('A user with this email already exists.');
  let userId: string | undefined;
  try {
    userId = await createInvitedIdentity(input.email);
    const member: UserRecord = {
      userId,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: null,
      accountId: account.accountId,
      accountName: account.name,
      role: input.role,
      isOperator: false,
      isActive: true,
      invitePending: true,
      invitedBy: caller.userId,
      createdAt: now.toISOString(),
    };
    await putInvitedMember(account, member, entitlementsOf(account, now).seats);
    return member;
  } catch (error) {
    if (userId) await deleteIdentity(input.email);
    await releaseEmail(input.email);
    throw membershipError(error, account);
  }
}

/** Change the role of a current member of the caller's account. */
export async function changeMemberRole(
  caller: Caller,
  memberId: string,
  role: AccountRole,
  now = new Date(),
): Promise<{ member: TeamMember; message: string }> {
  const member = await memberOfCallerAccount(caller, memberId);
  if (!member.isActive) throw new NotFoundError('Team member not found');
  const updated = await applyMembershipChange(caller.user, member, { role }, now);
  return { member: toTeamMember(updated), message: TEAM_MESSAGES.roleChanged };
}

/** Remove a member: refused on their very next request, their sign-in disabled, their seat freed. */
export async function removeMember(
  caller: Caller,
  memberId: string,
  now = new Date(),
): Promise<{ message: string }> {
  const member = await memberOfCallerAccount(caller, memberId);
  if (!member.isActive) throw new NotFoundError('Team member not found');
  await applyMembershipChange(caller.user, member, { isActive: false }, now);
  return { message: TEAM_MESSAGES.removed };
}
