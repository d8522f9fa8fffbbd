import { entitlementsOf } from './plan-gate.js';
import { getAccountWithCounters } from '../data/accounts.js';
import { deleteEmailClaim, findUserIdByEmail } from '../data/email-claims.js';
import { saveMembership } from '../data/memberships.js';
import { deleteCurrentPasswordLink } from '../data/password-links.js';
import { getUser, isUnacceptedInvite } from '../../platform/data/users.js';
import { deleteIdentity } from './identity.js';
import { log } from '../../platform/log.js';

// Invites made before invites stopped holding a claim (docs/decisions.md) held a claim on their address and a passwordless
// Cognito user from the start. Until the invitee sets a password through the link, whoever proves
// the address by confirming a sign-up of their own gets it, and such an invite is withdrawn here.
// Invites made since hold no claim (invite-accept.ts): a sign-up never meets them, they stay
// listed, and their accept is refused once the address has an account (decisions.md).

/**
 * Withdraw the unaccepted invite holding `email`, if that is what holds it: the member is removed
 * (seat freed), the invite link voided, the passwordless Cognito user and the address's claim
 * deleted. Returns whether an invite was withdrawn (the address is free now).
 */
export async function releaseUnacceptedInvite(email: string, now = new Date()): Promise<boolean> {
  const userId = await findUserIdByEmail(email);
  const member = userId ? await getUser(userId) : undefined;
  if (!member || !isUnacceptedInvite(member)) return false;
  if (member.isActive) {
    const account = await getAccountWithCounters(member.accountId);
    await saveMembership(member, account, { isActive: false }, entitlementsOf(account, now).seats, now);
  }
  await deleteCurrentPasswordLink(member.userId);
  await deleteIdentity(email);
  await deleteEmailClaim(email, member.userId);
  log('info', 'unaccepted invite withdrawn: its address signed up on its own', {
    userId: member.userId,
    accountId: member.accountId,
  });
  return true;
}
