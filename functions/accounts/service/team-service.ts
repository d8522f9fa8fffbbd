import { ulid } from 'ulid';
import type { InviteMemberRequest, ListMembersResponse, TeamMember } from '@shared/accounts/schemas/team.js';
import { INVITE_LINK_TTL_SECONDS } from '@shared/kernel/constants.js';
import { takesSeat, type AccountRole } from '@shared/kernel/permissions.js';
import { canAddSeat } from '@shared/kernel/entitlements.js';
import { seatLimitMessage } from '@shared/accounts/team.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { TransactItem } from '../../platform/data/table.js';
import { disableIdentity, enableIdentity } from './identity.js';
import { guardSend, mailOnBehalf } from './send-guard.js';
import { assertPaidAction, entitlementsOf } from './plan-gate.js';
import { getAccountWithCounters, type AccountRecord, type CountedAccount } from '../data/accounts.js';
import { findUserIdByEmail } from '../data/email-claims.js';
import { findInvitedMemberId } from '../data/invites.js';
import {
  MembershipConflictError,
  putInvitedMember,
  saveMembership,
  type MembershipChange,
} from '../data/memberships.js';
import { deleteCurrentPasswordLink } from '../data/password-links.js';
import {
  getUser,
  listAccountMembers,
  saveCrewPhoneAccess,
  type UserRecord,
} from '../../platform/data/users.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { errorFields, log } from '../../platform/log.js';
import { hashToken } from '../../platform/secure-token.js';
import { issuePasswordLink, passwordLinkUrl } from './password-links-service.js';
import { toTeamMember } from './user-view.js';

/** Success messages of the team page (docs/product.md#accounts). */
export const TEAM_MESSAGES = {
  invited: 'User invited successfully! They will receive an email to set up their account.',
  removed: 'User removed successfully.',
  roleChanged: 'Role updated successfully.',
  phoneChanged: 'Phone access updated.',
  phoneCrewOnly: 'Only a crew member’s access to homeowners’ phone numbers can be set.',
} as const;

const LAST_ADMIN = 'An account needs at least one admin. Make another member an admin first.';
const MEMBER_CHANGED = 'This member was changed by someone else. Reload the page and try again.';
const ALREADY_MEMBER = 'This person is already a member of your team.';
const JUST_INVITED =
  'This person was just invited to your team by someone else. Reload the page to see them.';

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
  /** An operator's audit entry of the change, written with it. */
  audit?: TransactItem,
): Promise<UserRecord> {
  const roleChanges = change.role !== undefined && change.role !== member.role;
  const accessChanges = change.isActive !== undefined && change.isActive !== member.isActive;
  if (!roleChanges && !accessChanges && change.invitePending === undefined) return member;
  if (actor.userId === member.userId && (roleChanges || change.isActive === false))
    throw new ForbiddenError('You cannot change your own role or remove yourself.');
  const account = await getAccountWithCounters(member.accountId);
  // An invite not accepted yet has no Cognito user; the address's user (if any) is someone else's.
  const hasIdentity = !member.identityPending;
  // Restoring access: let the person sign in first, so a failure leaves them removed everywhere.
  if (accessChanges && change.isActive && hasIdentity) await enableIdentity(member.email);
  let updated: UserRecord;
  try {
    const { seats } = entitlementsOf(account, now);
    updated = await saveMembership(member, account, change, seats, now, audit ? [audit] : []);
  } catch (error) {
    if (accessChanges && change.isActive && hasIdentity)
      await disableIdentity(member.email).catch(() => undefined);
    throw membershipError(error, account);
  }
  if (accessChanges && !change.isActive) {
    // The table is the gate (checked on every request); Cognito and the links follow.
    await deleteCurrentPasswordLink(member.userId);
    if (hasIdentity)
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
  if (error.reason === 'exists') return new ConflictError(JUST_INVITED, { cause: error });
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
 * Invite a teammate: a member listed as invited (taking a seat) and a mail with a 7-day
 * set-password link. No Cognito user and no claim on the address exist until the link is used
 * (docs/decisions.md), so the answer is the same whether or not the address has a user in another account
 * (the inviter learns nothing about other accounts; the invitee's accept is refused then). Inviting
 * the email of a removed member of this account restores them as invited; inviting someone still
 * invited sends a fresh link (the old one dies).
 */
export async function inviteMember(
  caller: Caller,
  input: InviteMemberRequest,
  now = new Date(),
): Promise<{ member: TeamMember; message: string }> {
  const account = await getAccountWithCounters(caller.accountId);
  assertPaidAction(account, now);
  const existing = await memberOfEmail(caller.accountId, input.email);
  if (existing?.isActive && !existing.invitePending) throw new ConflictError(ALREADY_MEMBER);
  // An invite goes to an address outside the account: the send guard runs before any member changes.
  const permit = await guardSend(caller.accountId, [input.email], now);
  let member: UserRecord;
  if (!existing) member = await createInvitedMember(caller, account, input, now);
  else
    member = existing.isActive
      ? existing
      : await applyMembershipChange(
          caller.user,
          existing,
          { isActive: true, role: input.role, invitePending: true },
          now,
        );
  const token = await issuePasswordLink(member.userId, 'invite', INVITE_LINK_TTL_SECONDS, now);
  await mailOnBehalf(permit, {
    key: `team-invite#${member.userId}#${hashToken(token).slice(0, 16)}`,
    to: [member.email],
    template: 'team-invite',
    data: {
      firstName: member.firstName,
      inviterName: `${caller.user.firstName} ${caller.user.lastName}`,
      company: account.name,
      inviteUrl: passwordLinkUrl(token, 'invite'),
    },
    // Recorded under the inviting account: the address may belong to no member, or to another account's.
    context: { accountId: account.accountId },
  });
  return { member: toTeamMember(member), message: TEAM_MESSAGES.invited };
}

/**
 * This account's member with an address, current or removed: the user who owns the address, or
 * this account's invite of it. Another account's user or invite of the address is none of ours.
 */
async function memberOfEmail(accountId: string, email: string): Promise<UserRecord | undefined> {
  const [ownerId, invitedId] = await Promise.all([
    findUserIdByEmail(email),
    findInvitedMemberId(email, accountId),
  ]);
  for (const userId of [ownerId, invitedId]) {
    const user = userId ? await getUser(userId) : undefined;
    if (user?.accountId === accountId) return user;
  }
  return undefined;
}

async function createInvitedMember(
  caller: Caller,
  account: CountedAccount,
  input: InviteMemberRequest,
  now: Date,
): Promise<UserRecord> {
  // Seats come from the one plan-enforcement function, like every other plan decision.
  if (takesSeat(input.role) && !canAddSeat(entitlementsOf(account, now), account.seatsUsed))
    throw new ConflictError(seatLimitMessage(account.tier));
  const member: UserRecord = {
    // Our own id: the Cognito user (and its `sub`) is made only when the invite is accepted.
    userId: ulid(now.getTime()),
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: null,
    accountId: account.accountId,
    accountName: account.name,
    role: input.role,
    ...(input.role === 'crew' ? { crewSeesHomeownerPhone: input.crew_sees_homeowner_phone ?? false } : {}),
    isOperator: false,
    isActive: true,
    invitePending: true,
    identityPending: true,
    invitedBy: caller.userId,
    createdAt: now.toISOString(),
  };
  try {
    await putInvitedMember(account, member, entitlementsOf(account, now).seats);
  } catch (error) {
    throw membershipError(error, account);
  }
  return member;
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

/** Let a crew member see homeowners' phone numbers on their jobs, or stop it (from their next request). */
export async function setCrewPhoneAccess(
  caller: Caller,
  memberId: string,
  allowed: boolean,
): Promise<{ member: TeamMember; message: string }> {
  const member = await memberOfCallerAccount(caller, memberId);
  if (!member.isActive) throw new NotFoundError('Team member not found');
  if (member.role !== 'crew') throw new ConflictError(TEAM_MESSAGES.phoneCrewOnly);
  const updated = await saveCrewPhoneAccess(member.userId, allowed);
  return { member: toTeamMember(updated), message: TEAM_MESSAGES.phoneChanged };
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
