import { ConflictError } from '../../platform/errors.js';
import { createInvitedIdentity, deleteIdentity, setPassword } from './identity.js';
import { findUserIdByEmail, releaseEmail, reserveEmail } from '../data/email-claims.js';
import { saveInviteAcceptedAs } from '../data/invites.js';
import { MembershipConflictError } from '../data/memberships.js';
import type { UserRecord } from '../../platform/data/users.js';

// Accepting an invite that holds no claim (docs/decisions.md): the address is claimed and the Cognito user
// made only now, so whoever gets an account for the address first (a sign-up, or another account's
// invite accepted first) keeps it, and this invite is refused with a way forward.

/** What an invitee is told when the invited address has a Ridgeline account already. */
export const INVITE_EMAIL_TAKEN =
  'This email already has a Ridgeline account. Sign in, or ask your admin to invite another address.';

/** Refuse (409) an invite whose address belongs to someone already: checked when the link page opens. */
export async function assertInviteAcceptable(member: UserRecord): Promise<void> {
  if (await findUserIdByEmail(member.email)) throw new ConflictError(INVITE_EMAIL_TAKEN);
}

/**
 * Accept an invite with the password the invitee chose. The address is reserved first (a
 * conditional write: refused when it has an account, or while another accept or sign-up of it is
 * under way), then the Cognito user is created with the password, then one transaction makes the
 * member active, claims the address and maps the new user to the member. Any failure undoes the
 * steps before it, so nothing is left half-made. Throws 409 with `INVITE_EMAIL_TAKEN`, or a
 * `MembershipConflictError('member-changed')` when the invite was removed meanwhile.
 */
export async function acceptInvite(member: UserRecord, password: string, now = new Date()): Promise<void> {
  if (!(await reserveEmail(member.email, now))) throw new ConflictError(INVITE_EMAIL_TAKEN);
  let created = false;
  try {
    // The reservation keeps every other sign-up and accept of this address out, so a Cognito user
    // that exists already is not one of ours to delete (created stays false).
    const sub = await createInvitedIdentity(member.email);
    created = true;
    await setPassword(member.email, password);
    await saveInviteAcceptedAs(member, sub, now);
  } catch (error) {
    if (created) await deleteIdentity(member.email);
    await releaseEmail(member.email);
    if (error instanceof ConflictError) throw new ConflictError(INVITE_EMAIL_TAKEN, { cause: error });
    if (error instanceof MembershipConflictError && error.reason === 'exists')
      throw new ConflictError(INVITE_EMAIL_TAKEN, { cause: error });
    throw error;
  }
}
