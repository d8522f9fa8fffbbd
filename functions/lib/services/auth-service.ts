import { ulid } from 'ulid';
import type {
  AuthResponse,
  ChangePasswordRequest,
  LinkPurpose,
  PlatformUser,
  SessionUser,
  SignupRequest,
} from '../../../shared/schemas/auth.js';
import { RESET_LINK_TTL_SECONDS, TRIAL_DAYS } from '../../../shared/domain/constants.js';
import {
  ACCOUNT_ROLES,
  can,
  OPERATOR_GROUP,
  permissionsOf,
  ROLE_DESCRIPTIONS,
  ROLE_PERMISSIONS,
  roleIds,
  type Principal,
} from '../../../shared/domain/permissions.js';
import { memberStatus } from '../../../shared/domain/team.js';
import {
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors.js';
import {
  changeOwnPassword,
  createIdentity,
  deleteIdentity,
  LOGIN_FAILED,
  passwordSignIn,
  refreshSession,
  setPassword,
  type Tokens,
} from '../identity.js';
import {
  createAccountWithAdmin,
  findUserIdByEmail,
  getAccount,
  getAccounts,
  getUser,
  listPlatformUsers,
  markSignedIn,
  releaseEmail,
  reserveEmail,
  type AccountRecord,
  type UserRecord,
} from '../data/users.js';
import {
  consumePasswordLink,
  findUsablePasswordLink,
  restorePasswordLink,
  storePasswordLink,
} from '../data/password-links.js';
import { check, clear, hit, type RateLimit } from '../data/rate-limit.js';
import { epochSeconds } from '../data/table.js';
import type { Caller } from '../middleware/authenticate.js';
import { hashToken, newSecureToken } from '../secure-token.js';
import { tokenVerifier } from '../token-verifier.js';
import { config } from '../config.js';
import { errorFields, log } from '../log.js';
import { enqueueEmail } from '../queue.js';

/** What a refused sign-in says once an email or client address has failed too often. */
export const LOGIN_THROTTLED =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';
/** Why a reset or invite link cannot be used (spec 000 §8). */
export const LINK_INVALID = 'This reset link is invalid or has expired';
/** The answer of every reset request, whether or not the email has an account. */
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset your password.';

/** Failed sign-ins per email: 10 in 15 minutes. */
export const LOGIN_BY_EMAIL: RateLimit = {
  scope: 'login-email',
  limit: 10,
  windowSeconds: 900,
  message: LOGIN_THROTTLED,
};
/** Failed sign-ins per client address: looser, since an office shares one address. */
export const LOGIN_BY_ADDRESS: RateLimit = {
  scope: 'login-address',
  limit: 50,
  windowSeconds: 900,
  message: LOGIN_THROTTLED,
};
/** Reset requests per client address (answered 429 over the limit). */
export const RESET_BY_ADDRESS: RateLimit = {
  scope: 'reset-address',
  limit: 20,
  windowSeconds: 3600,
  message: 'Too many password reset requests. Please wait a while and try again.',
};
/** Reset mails per email: over the limit nothing more is sent, but the answer stays the same. */
const RESET_MAILS_BY_EMAIL: RateLimit = { scope: 'reset-email', limit: 5, windowSeconds: 3600 };

/** The API's view of a user (snake_case, as the spec's screens read it). */
export async function toSessionUser(user: UserRecord): Promise<SessionUser> {
  const company = user.accountName ?? (await getAccount(user.accountId))?.name ?? null;
  return {
    id: user.userId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company,
    account_id: user.accountId,
    role: user.role,
    role_ids: roleIds({ role: user.role, isOperator: user.isOperator }),
    is_active: user.isActive,
    created_at: user.createdAt,
  };
}

function authResponse(tokens: Tokens, user: SessionUser): AuthResponse {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    user,
  };
}

/**
 * Sign up a contractor: reserve the email, create the Cognito identity, then the account (on a
 * 14-day trial) with the new user as its admin. Any failure part-way undoes what was made.
 */
export async function signUp(input: SignupRequest, now = new Date()): Promise<AuthResponse> {
  if (!(await reserveEmail(input.email, now)))
    throw new ConflictError('An account with this email already exists.');
  let userId: string | undefined;
  try {
    userId = await createIdentity(input.email, input.password);
    const createdAt = now.toISOString();
    const account: AccountRecord = {
      accountId: ulid(now.getTime()),
      name: input.company ?? `${input.first_name} ${input.last_name}`,
      tier: 'pro',
      subscriptionStatus: 'trial',
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString(),
      createdAt,
    };
    const user: UserRecord = {
      userId,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone ?? null,
      accountId: account.accountId,
      accountName: account.name,
      role: 'admin',
      isOperator: false,
      isActive: true,
      createdAt,
    };
    await createAccountWithAdmin(account, user);
    await sendWelcome(user, account);
    const tokens = await passwordSignIn(input.email, input.password);
    return authResponse(tokens, await toSessionUser(user));
  } catch (error) {
    if (userId) await deleteIdentity(input.email);
    await releaseEmail(input.email);
    throw error;
  }
}

/** The welcome mail is a courtesy: failing to queue it must not undo a finished sign-up. */
async function sendWelcome(user: UserRecord, account: AccountRecord): Promise<void> {
  try {
    await enqueueEmail({
      key: `welcome#${user.userId}`,
      to: [user.email],
      template: 'welcome',
      data: { firstName: user.firstName, company: account.name, appUrl: config.APP_URL },
    });
  } catch (error) {
    log('warn', 'welcome email not queued', { userId: user.userId, ...errorFields(error) });
  }
}

/**
 * Sign in with email and password; the same 401 for unknown emails and wrong passwords. Failures
 * count per email and per client address; over either limit the attempt is refused (429) before
 * the password is even tried. A removed member is refused (403); an invited one becomes active.
 */
export async function logIn(
  email: string,
  password: string,
  clientAddress = 'unknown',
  now = new Date(),
): Promise<AuthResponse> {
  await check(LOGIN_BY_EMAIL, email, now);
  await check(LOGIN_BY_ADDRESS, clientAddress, now);
  let tokens: Tokens;
  try {
    tokens = await passwordSignIn(email, password);
  } catch (error) {
    if (error instanceof UnauthorizedError) await countFailedSignIn(email, clientAddress, now);
    throw error;
  }
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new UnauthorizedError(LOGIN_FAILED);
  if (!user.isActive) throw new ForbiddenError('Your access to this account has been removed.');
  if (user.invitePending) await markSignedIn(user.userId);
  return authResponse(tokens, await toSessionUser(user));
}

/** Count a failed sign-in against both limits; the failure itself is still answered as 401. */
async function countFailedSignIn(email: string, clientAddress: string, now: Date): Promise<void> {
  await Promise.all(
    [hit(LOGIN_BY_EMAIL, email, now), hit(LOGIN_BY_ADDRESS, clientAddress, now)].map((counted) =>
      counted.catch((error: unknown) => {
        if (!(error instanceof TooManyRequestsError)) throw error;
      }),
    ),
  );
}

/** Trade a refresh token for a fresh access token and the current user. */
export async function refresh(refreshToken: string): Promise<AuthResponse> {
  const tokens = await refreshSession(refreshToken);
  const { sub } = await tokenVerifier.verify(tokens.accessToken);
  const user = await getUser(sub);
  if (!user) throw new UnauthorizedError('Your session has expired. Please sign in again.');
  if (!user.isActive) throw new ForbiddenError('Your access to this account has been removed.');
  return authResponse(tokens, await toSessionUser(user));
}

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
  await storePasswordLink({ tokenHash: hash, userId, purpose, expiresAt: epochSeconds(now) + ttlSeconds });
  return token;
}

/** A reset request takes at least this long, so its timing does not tell real accounts from unknown emails. */
export const RESET_MIN_RESPONSE_MS = 250;

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

/** Whether a reset or invite token can still be used; 400 with the spec's message when not. */
export async function verifyPasswordLink(
  token: string,
  now = new Date(),
): Promise<{ valid: true; purpose: LinkPurpose; email: string }> {
  const link = await findUsablePasswordLink(hashToken(token), now);
  const user = link ? await getUser(link.userId) : undefined;
  if (!link || !user?.isActive) throw new ValidationError(LINK_INVALID);
  return { valid: true, purpose: link.purpose, email: user.email };
}

/**
 * Set a new password through a reset or invite link. The link is consumed first (single use, even
 * under parallel submits) and only then the password set; if Cognito fails the link is given back.
 * A successful reset also lifts the sign-in lock of that email.
 */
export async function confirmPasswordReset(
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<{ message: string }> {
  const link = await consumePasswordLink(hashToken(token), now);
  const user = link ? await getUser(link.userId) : undefined;
  if (!link || !user?.isActive) throw new ValidationError(LINK_INVALID);
  try {
    await setPassword(user.email, newPassword);
  } catch (error) {
    await restorePasswordLink(link).catch((restoreError: unknown) =>
      log('warn', 'password link not restored', { userId: user.userId, ...errorFields(restoreError) }),
    );
    throw error;
  }
  await clear(LOGIN_BY_EMAIL, user.email, now);
  return {
    message:
      link.purpose === 'invite'
        ? 'Your password has been set. You can now sign in.'
        : 'Your password has been reset. You can now sign in.',
  };
}

/**
 * Change the caller's password with their current one (Cognito ChangePassword needs the caller's
 * own access token). Wrong current passwords count against the sign-in limit of the email.
 */
export async function changePassword(
  caller: Caller,
  accessToken: string,
  input: ChangePasswordRequest,
  now = new Date(),
): Promise<{ message: string }> {
  await check(LOGIN_BY_EMAIL, caller.user.email, now);
  try {
    await changeOwnPassword(accessToken, input.current_password, input.new_password);
  } catch (error) {
    if (error instanceof ValidationError)
      await hit(LOGIN_BY_EMAIL, caller.user.email, now).catch(() => undefined);
    throw error;
  }
  return { message: 'Password changed successfully.' };
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
        name: role.charAt(0).toUpperCase() + role.slice(1),
        scope: 'account' as const,
        description: ROLE_DESCRIPTIONS[role],
        permissions: [...ROLE_PERMISSIONS[role]].sort(),
      })),
    ],
  };
}

/** A user as the operator's list shows it. */
function toPlatformUser(user: UserRecord, account: AccountRecord | undefined): PlatformUser {
  return {
    id: user.userId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    account_id: user.accountId,
    company: account?.name ?? null,
    role: user.role,
    role_ids: roleIds({ role: user.role, isOperator: user.isOperator }),
    is_active: user.isActive,
    status: memberStatus(user),
    created_at: user.createdAt,
  };
}

/** One page of every user of the platform (operators only; the route requires users.read). */
export async function listUsers(
  limit: number,
  cursor?: string,
): Promise<{ users: PlatformUser[]; next_cursor: string | null }> {
  const page = await listPlatformUsers(limit, cursor);
  const accounts = await getAccounts(page.items.map((user) => user.accountId));
  return {
    users: page.items.map((user) => toPlatformUser(user, accounts.get(user.accountId))),
    next_cursor: page.nextCursor,
  };
}

/** Whether the caller is platform staff with user administration rights. */
export function isUserAdministrator(caller: Caller): boolean {
  return can({ role: caller.user.role, isOperator: caller.user.isOperator }, 'users.manage');
}

/** Operator view of one user after a change. */
export async function platformUserOf(user: UserRecord): Promise<PlatformUser> {
  return toPlatformUser(user, await getAccount(user.accountId));
}
