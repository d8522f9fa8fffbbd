import { ulid } from 'ulid';
import type { AuthResponse, SessionUser, SignupRequest } from '../../../shared/schemas/auth.js';
import { TRIAL_DAYS } from '../../../shared/domain/constants.js';
import { roleIds } from '../../../shared/domain/permissions.js';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../errors.js';
import { createIdentity, deleteIdentity, LOGIN_FAILED, passwordSignIn, refreshSession, type Tokens } from '../identity.js';
import { createAccountWithAdmin, findUserIdByEmail, getAccount, getUser, releaseEmail, reserveEmail, type AccountRecord, type UserRecord } from '../data/users.js';
import { tokenVerifier } from '../token-verifier.js';
import { config } from '../config.js';
import { errorFields, log } from '../log.js';
import { enqueueEmail } from '../queue.js';

/** The API's view of a user (snake_case, as the spec's screens read it). */
export async function toSessionUser(user: UserRecord): Promise<SessionUser> {
  const account = await getAccount(user.accountId);
  return {
    id: user.userId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company: account?.name ?? null,
    account_id: user.accountId,
    role: user.role,
    role_ids: roleIds({ role: user.role, isOperator: user.isOperator }),
    is_active: user.isActive,
    created_at: user.createdAt,
  };
}

function authResponse(tokens: Tokens, user: SessionUser): AuthResponse {
  return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, token_type: 'bearer', expires_in: tokens.expiresIn, user };
}

/**
 * Sign up a contractor: reserve the email, create the Cognito identity, then the account (on a
 * 14-day trial) with the new user as its admin. Any failure part-way undoes what was made.
 */
export async function signUp(input: SignupRequest, now = new Date()): Promise<AuthResponse> {
  if (!(await reserveEmail(input.email, now))) throw new ConflictError('An account with this email already exists.');
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
    await enqueueEmail({ key: `welcome#${user.userId}`, to: [user.email], template: 'welcome', data: { firstName: user.firstName, company: account.name, appUrl: config.APP_URL } });
  } catch (error) {
    log('warn', 'welcome email not queued', { userId: user.userId, ...errorFields(error) });
  }
}

/** Sign in with email and password; the same 401 for unknown emails and wrong passwords. */
export async function logIn(email: string, password: string): Promise<AuthResponse> {
  const tokens = await passwordSignIn(email, password);
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) throw new UnauthorizedError(LOGIN_FAILED);
  if (!user.isActive) throw new ForbiddenError('Your access to this account has been removed.');
  return authResponse(tokens, await toSessionUser(user));
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
