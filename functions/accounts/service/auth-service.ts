import type { AuthResponse, ChangePasswordRequest, MfaChallenge } from '@shared/accounts/schemas/auth.js';
import {
  ACCOUNT_ROLES,
  OPERATOR_GROUP,
  permissionsOf,
  ROLE_DESCRIPTIONS,
  ROLE_PERMISSIONS,
  type Principal,
} from '@shared/kernel/permissions.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../platform/errors.js';
import {
  changeOwnPassword,
  LOGIN_FAILED,
  passwordSignIn,
  refreshSession,
  revokeRefreshToken,
  SESSION_EXPIRED,
  signOutEverywhere,
  issuedClaims,
  type Tokens,
} from './identity.js';
import { findUserIdByEmail } from '../data/email-claims.js';
import { findMemberIdOfIdentity, getUserOfSub } from '../../platform/data/identities.js';
import { takeAttempt, type Attempt, type BackOff } from '../../platform/data/back-off.js';
import { deleteSession, getSession, putSession, saveSessionRotated } from '../data/sessions.js';
import { epochSeconds } from '../../platform/data/table.js';
import {
  getUser,
  saveFirstSignIn,
  saveSessionsEnded,
  saveSessionsValidAfter,
  type UserRecord,
} from '../../platform/data/users.js';
import { ACCESS_REMOVED, sessionEnded, type Caller } from '../../platform/middleware/authenticate.js';
import { hashToken } from '../../platform/secure-token.js';
import { tokenVerifier } from '../../platform/token-verifier.js';
import { toSessionUser } from './user-view.js';
import { assertUncommonPassword } from './password-policy.js';
import { passMfaChallenge, startMfaChallenge } from './operator-mfa.js';
import { ACCESS_TOKEN_MINUTES, SESSION_DAYS } from '@shared/kernel/constants.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { capitalize } from '@shared/kernel/format.js';

// Sessions: sign-up, sign-in, refresh, the password change, and the roles they carry.

/** What a refused sign-in says while an email or client address waits after failures in a row. */
export function loginThrottled(seconds: number): string {
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please try again in ${wait}, or reset your password.`;
}

/**
 * Sign-in back-off per email from one client address (its /64): three free failures, then 1 s, 2 s,
 * 4 s … at most 15 minutes. Per address too, so nobody elsewhere can make an operator wait
 * (docs/decisions.md, "Sign-in backs off instead of locking").
 */
export const LOGIN_BY_EMAIL: BackOff = { scope: 'login-email', free: 3, message: loginThrottled };
/** Sign-in back-off per client address across emails: looser, since an office shares one address. */
export const LOGIN_BY_ADDRESS: BackOff = { scope: 'login-address', free: 20, message: loginThrottled };

/** How long a session lasts without a new password sign-in (the refresh token's lifetime). */
const SESSION_SECONDS = SESSION_DAYS * DAY_SECONDS;

/**
 * The answer of a password sign-in (login, confirmed sign-up); the session is recorded under its
 * refresh token's hash, so refresh can tell ended and revoked sessions apart.
 */
export async function signedIn(
  tokens: Tokens,
  user: AuthResponse['user'],
  now = new Date(),
): Promise<AuthResponse> {
  if (tokens.refreshToken) {
    const claims = issuedClaims(tokens.accessToken);
    await putSession(hashToken(tokens.refreshToken), {
      userId: user.id,
      // The sign-in second the tokens carry, so a logout's mark matches them (sessionEnded).
      authTime: typeof claims.auth_time === 'number' ? claims.auth_time : epochSeconds(now),
      expiresAt: epochSeconds(now) + SESSION_SECONDS,
      identity: typeof claims.username === 'string' ? claims.username : '',
    });
  }
  return authResponse(tokens, user);
}

function authResponse(tokens: Tokens, user: AuthResponse['user']): AuthResponse {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    user,
  };
}

/**
 * Sign in with email and password; the same 401 for unknown emails and wrong passwords. Each
 * attempt is taken from the email's (from this address) and the address's back-off BEFORE the
 * password is tried, so parallel guesses cannot pass it; a success ends the email's failures in a
 * row and gives the address's attempt back, so only failures count. A removed member is refused
 * (403); an invited one becomes active. A platform operator gets the authenticator code step instead
 * of a session (`logInWithCode`).
 */
export async function logIn(
  email: string,
  password: string,
  clientAddress = 'unknown',
  now = new Date(),
): Promise<AuthResponse | MfaChallenge> {
  const [byEmail, byAddress] = await takeSignInAttempt(email, clientAddress, now);
  let tokens: Tokens;
  try {
    tokens = await passwordSignIn(email, password);
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) await Promise.all([byEmail.undo(), byAddress.undo()]);
    throw error;
  }
  await Promise.all([byEmail.reset(), byAddress.undo()]);
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new UnauthorizedError(LOGIN_FAILED);
  if (!user.isActive) throw new ForbiddenError(ACCESS_REMOVED);
  if (user.invitePending) await saveFirstSignIn(user.userId);
  if (user.isOperator) return startMfaChallenge(tokens, user, now);
  return signedIn(tokens, await toSessionUser(user), now);
}

/** An operator's code step: the right code, once, within 5 minutes of the password, starts the session. */
export async function logInWithCode(mfaToken: string, code: string, now = new Date()): Promise<AuthResponse> {
  const { tokens, user } = await passMfaChallenge(mfaToken, code, now);
  return signedIn(tokens, await toSessionUser(user), now);
}

async function takeSignInAttempt(
  email: string,
  clientAddress: string,
  now: Date,
): Promise<[Attempt, Attempt]> {
  const byEmail = await takeAttempt(LOGIN_BY_EMAIL, email, clientAddress, now);
  try {
    return [byEmail, await takeAttempt(LOGIN_BY_ADDRESS, clientAddress, '-', now)];
  } catch (error) {
    await byEmail.undo();
    throw error;
  }
}

/**
 * Trade a refresh token for a fresh access token and the current user. The session must be one we
 * recorded (not logged out, not older than 7 days) and not ended by a later password change or
 * reset; a rotated refresh token carries the session on and the old one stops working.
 */
export async function refresh(refreshToken: string, now = new Date()): Promise<AuthResponse> {
  const oldHash = hashToken(refreshToken);
  const session = await getSession(oldHash, now);
  const owner = session ? await getUser(session.userId) : undefined;
  if (!session || !owner || sessionEnded(owner, session.authTime))
    throw new UnauthorizedError(SESSION_EXPIRED);
  const tokens = await refreshSession(refreshToken, session.identity);
  const newHash = tokens.refreshToken ? hashToken(tokens.refreshToken) : oldHash;
  if (newHash !== oldHash && !(await saveSessionRotated(oldHash, newHash, session)))
    throw new UnauthorizedError(SESSION_EXPIRED);
  const { sub } = await tokenVerifier.verify(tokens.accessToken);
  const ownSub = sub === owner.userId || (await findMemberIdOfIdentity(sub)) === owner.userId;
  const user = ownSub ? owner : undefined;
  if (!user) throw new UnauthorizedError(SESSION_EXPIRED);
  if (!user.isActive) throw new ForbiddenError(ACCESS_REMOVED);
  return authResponse(tokens, await toSessionUser(user));
}

/** What a logout answers, whether or not the token was still live. */
export const LOGGED_OUT = 'You have been signed out.';

/**
 * Server-side logout: the refresh token is revoked in Cognito and its session forgotten, and the
 * session's access tokens are refused from now on (by the sign-in time they carry: the session's, and
 * the one of the access token in use when it is the same user's), not only once they expire.
 */
export async function logOut(
  refreshToken: string,
  accessToken?: string,
  now = new Date(),
): Promise<{ message: string }> {
  const session = await getSession(hashToken(refreshToken), now);
  if (session) {
    const ended = { [session.authTime]: epochSeconds(now) + ACCESS_TOKEN_MINUTES * 60 };
    const claims = accessToken ? await tokenVerifier.verify(accessToken).catch(() => undefined) : undefined;
    if (claims && (await getUserOfSub(claims.sub))?.userId === session.userId)
      ended[claims.auth_time] = claims.exp;
    await saveSessionsEnded(session.userId, ended, now);
  }
  await revokeRefreshToken(refreshToken);
  await deleteSession(hashToken(refreshToken));
  return { message: LOGGED_OUT };
}

/**
 * Sign a user out everywhere after their password changed: every session that signed in before now
 * is refused on its next request and refresh, and on AWS Cognito's global sign-out revokes its tokens.
 */
export async function endAllSessions(
  user: Pick<UserRecord, 'userId' | 'email'>,
  now = new Date(),
): Promise<void> {
  await saveSessionsValidAfter(user.userId, epochSeconds(now));
  await signOutEverywhere(user.email);
}

/** What a password change answers: every session, this one included, was signed out. */
export const PASSWORD_CHANGED = 'Password changed successfully. Please sign in again with your new password.';

/**
 * Change the caller's password with their current one, then sign them out everywhere. Wrong current
 * passwords count against the email's sign-in back-off, taken before the attempt like a sign-in.
 */
export async function changePassword(
  caller: Caller,
  input: ChangePasswordRequest,
  now = new Date(),
): Promise<{ message: string }> {
  assertUncommonPassword(input.new_password, 'new_password');
  // The signed-in caller's own record under the email, apart from any address's sign-in record.
  const attempt = await takeAttempt(LOGIN_BY_EMAIL, caller.user.email, 'password-change', now);
  try {
    await changeOwnPassword(caller.user.email, input.current_password, input.new_password);
  } catch (error) {
    if (!(error instanceof ValidationError)) await attempt.undo();
    throw error;
  }
  await attempt.reset();
  await endAllSessions(caller.user, now);
  return { message: PASSWORD_CHANGED };
}

/** Every role there is, with what it may do (GET /api/auth/roles). */
export function listRoles() {
  const operator: Principal = { role: 'admin', isOperator: true };
  return {
    roles: [
      {
        id: 'platform_operator',
        name: 'Platform operator',
        scope: 'platform' as const,
        description: `Ridgeline staff (Cognito group ${OPERATOR_GROUP}): everything`,
        permissions: permissionsOf(operator),
      },
      ...ACCOUNT_ROLES.map((role) => ({
        id: `account_${role}`,
        name: capitalize(role),
        scope: 'account' as const,
        description: ROLE_DESCRIPTIONS[role],
        permissions: [...ROLE_PERMISSIONS[role]].sort(),
      })),
    ],
  };
}
