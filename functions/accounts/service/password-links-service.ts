import type { LinkPurpose } from '@shared/accounts/schemas/auth.js';
import { RESET_LINK_TTL_SECONDS } from '@shared/kernel/constants.js';
import { config } from '../../platform/config.js';
import { findUserIdByEmail } from '../data/email-claims.js';
import {
  findUsablePasswordLink,
  putPasswordLink,
  savePasswordLinkUnused,
  savePasswordLinkUsed,
} from '../data/password-links.js';
import { clearBackOffs } from '../../platform/data/back-off.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { epochSeconds } from '../../platform/data/table.js';
import { MembershipConflictError } from '../data/memberships.js';
import { getUser, saveInviteAccepted } from '../../platform/data/users.js';
import { TooManyRequestsError, ValidationError } from '../../platform/errors.js';
import { setPassword } from './identity.js';
import { assertUncommonPassword } from './password-policy.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { endAllSessions, LOGIN_BY_EMAIL } from './auth-service.js';
import { acceptInvite, assertInviteAcceptable } from './invite-accept.js';

// Password links: one single-use mechanism for both the forgotten-password reset and the team
// invite's first password (decisions.md, "Password reset and invite links").

/** Why a reset or invite link cannot be used (docs/product.md#accounts). */
export const LINK_INVALID = 'This reset link is invalid or has expired';
/** The answer of every reset request, whether or not the email has an account. */
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset your password.';

/** Reset requests per client address (answered 429 over the limit). */
export const RESET_BY_ADDRESS: RateLimit = {
  scope: 'reset-address',
  limit: 20,
  windowSeconds: 3600,
  message: 'Too many password reset requests. Please wait a while and try again.',
};
/** Reset mails per email: over the limit nothing more is sent, but the answer stays the same. */
const RESET_MAILS_BY_EMAIL: RateLimit = { scope: 'reset-email', limit: 5, windowSeconds: 3600 };

/** A reset request takes at least this long, so its timing does not tell real accounts from unknown emails. */
export const RESET_MIN_RESPONSE_MS = 250;

/** The link of a reset or invite token: /reset-password, with `invite=1` for an invitation. */
export function passwordLinkUrl(token: string, purpose: LinkPurpose): string {
  const url = new URL('/reset-password', config.APP_URL);
  url.searchParams.set('token', token);
  if (purpose === 'invite') url.searchParams.set('invite', '1');
  return url.toString();
}

/**
 * Issue a new single-use password link for a user (voiding any older one) and return the token to
 * put in the mail. Only the token's SHA-256 is stored.
 */
export async function issuePasswordLink(
  userId: string,
  purpose: LinkPurpose,
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const { token, hash } = newSecureToken();
  await putPasswordLink({ tokenHash: hash, userId, purpose, expiresAt: epochSeconds(now) + ttlSeconds });
  return token;
}

/**
 * Password reset request. Always the same answer, in about the same time; only a real, active
 * account gets a mail (at most five an hour per email). Too many requests from one client address
 * are refused (429) for every email alike, so the refusal reveals nothing about which addresses exist.
 */
export async function requestPasswordReset(
  email: string,
  clientAddress = 'unknown',
  now = new Date(),
  minResponseMs = RESET_MIN_RESPONSE_MS,
): Promise<{ message: string }> {
  const answerAt = Date.now() + minResponseMs;
  try {
    await hit(RESET_BY_ADDRESS, clientAddress, now);
    await sendResetLink(email, now);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
  }
  return { message: RESET_REQUESTED };
}

async function sendResetLink(email: string, now: Date): Promise<void> {
  // Counted for every email, known or not, so both paths do the same reads and writes up to here.
  const withinLimit = await hit(RESET_MAILS_BY_EMAIL, email, now).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    },
  );
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!withinLimit || !user?.isActive) return;
  const token = await issuePasswordLink(user.userId, 'reset', RESET_LINK_TTL_SECONDS, now);
  await enqueueEmail({
    key: `password-reset#${user.userId}#${hashToken(token).slice(0, 16)}`,
    to: [user.email],
    template: 'password-reset',
    data: { firstName: user.firstName, resetUrl: passwordLinkUrl(token, 'reset') },
  });
}

/**
 * Whether a reset or invite token can still be used; 400 with the spec's message when not, and 409
 * for an invite whose address got a Ridgeline account meanwhile (it can never be accepted).
 */
export async function verifyPasswordLink(
  token: string,
  now = new Date(),
): Promise<{ valid: true; purpose: LinkPurpose; email: string }> {
  const link = await findUsablePasswordLink(hashToken(token), now);
  const user = link ? await getUser(link.userId) : undefined;
  if (!link || !user?.isActive) throw new ValidationError(LINK_INVALID);
  if (user.identityPending) await assertInviteAcceptable(user);
  return { valid: true, purpose: link.purpose, email: user.email };
}

/**
 * Set a new password through a reset or invite link. The link is used up first (single use, even
 * under parallel submits) and only then the password set; if that fails the link is given back.
 * An invite that holds no claim yet is accepted here: the address is claimed and the Cognito user
 * created now (invite-accept.ts), refused with 409 when the address has an account already.
 * A successful reset also lifts the sign-in lock of that email.
 */
export async function confirmPasswordReset(
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<{ message: string }> {
  assertUncommonPassword(newPassword, 'new_password');
  const link = await savePasswordLinkUsed(hashToken(token), now);
  const user = link ? await getUser(link.userId) : undefined;
  if (!link || !user?.isActive) throw new ValidationError(LINK_INVALID);
  const accepting = user.identityPending === true;
  try {
    if (accepting) await acceptInvite(user, newPassword, now);
    else await setPassword(user.email, newPassword);
  } catch (error) {
    await savePasswordLinkUnused(link).catch((restoreError: unknown) =>
      log('warn', 'password link not restored', { userId: user.userId, ...errorFields(restoreError) }),
    );
    // The invite was removed (or accepted) while this request ran.
    if (error instanceof MembershipConflictError) throw new ValidationError(LINK_INVALID, { cause: error });
    throw error;
  }
  await clearBackOffs(LOGIN_BY_EMAIL, user.email);
  if (!accepting) {
    if (link.purpose === 'invite') await saveInviteAccepted(user.userId, now);
    // A reset is what someone does when a password may be known to others: end every session.
    await endAllSessions(user, now);
  }
  return {
    message:
      link.purpose === 'invite'
        ? 'Your password has been set. You can now sign in.'
        : 'Your password has been reset. You can now sign in.',
  };
}
