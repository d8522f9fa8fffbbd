import { ulid } from 'ulid';
import type { AuthResponse, ChangePasswordRequest, SignupRequest } from '../../../shared/schemas/auth.js';
import { TRIAL_DAYS } from '../../../shared/domain/constants.js';
import { PRESALE_MONTHS } from '../../../shared/domain/plans.js';
import {
  ACCOUNT_ROLES,
  OPERATOR_GROUP,
  permissionsOf,
  ROLE_DESCRIPTIONS,
  ROLE_PERMISSIONS,
  type Principal,
} from '../../../shared/domain/permissions.js';
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
  type Tokens,
} from '../identity.js';
import type { AccountRecord } from '../data/accounts.js';
import { claimPresaleOrder, releasePresaleOrder } from '../data/billing.js';
import { findUserIdByEmail, releaseEmail, reserveEmail } from '../data/email-claims.js';
import { putAccountWithAdmin } from '../data/memberships.js';
import { check, hit, type RateLimit } from '../data/rate-limit.js';
import { getUser, saveFirstSignIn, type UserRecord } from '../data/users.js';
import { ACCESS_REMOVED, type Caller } from '../middleware/authenticate.js';
import { tokenVerifier } from '../token-verifier.js';
import { config } from '../config.js';
import { errorFields, log } from '../log.js';
import { enqueueEmail } from '../queue.js';
import { redeemCoupon, type Redemption } from './coupons-service.js';
import { toSessionUser } from './user-view.js';

// Sessions: sign-up, sign-in, refresh, the password change, and the roles they carry.

/** What a refused sign-in says once an email or client address has failed too often. */
export const LOGIN_THROTTLED =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';

/** Failed sign-ins allowed per subject in 15 minutes. */
function signInLimit(scope: string, limit: number): RateLimit {
  return { scope, limit, windowSeconds: 900, message: LOGIN_THROTTLED };
}

/** Failed sign-ins per email: 10 in 15 minutes. */
export const LOGIN_BY_EMAIL = signInLimit('login-email', 10);
/** Failed sign-ins per client address: looser, since an office shares one address. */
export const LOGIN_BY_ADDRESS = signInLimit('login-address', 50);

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
 * Sign up a contractor: reserve the email, redeem the coupon if one was given (its grant sets the
 * trial length and the beta flag), create the Cognito identity, then the account (on a 14-day trial
 * without a coupon) with the new user as its admin. Any failure part-way undoes what was made.
 */
export async function signUp(input: SignupRequest, now = new Date()): Promise<AuthResponse> {
  if (!(await reserveEmail(input.email, now)))
    throw new ConflictError('An account with this email already exists.');
  let userId: string | undefined;
  let redemption: Redemption | undefined;
  const accountId = ulid(now.getTime());
  try {
    if (input.coupon) redemption = await redeemCoupon(input.coupon, input.email, now);
    const trialDays = redemption?.grant.trialDays ?? TRIAL_DAYS;
    const presale = await presaleStart(input, accountId, now);
    userId = await createIdentity(input.email, input.password);
    const createdAt = now.toISOString();
    const account: AccountRecord = {
      accountId,
      name: input.company ?? `${input.first_name} ${input.last_name}`,
      tier: 'pro',
      subscriptionStatus: 'trial',
      trialEndsAt: new Date(now.getTime() + trialDays * 86_400_000).toISOString(),
      createdAt,
      ...(redemption && { betaAccess: redemption.grant.betaAccess, couponCode: redemption.code }),
      ...presale,
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
    await putAccountWithAdmin(account, user);
    await sendWelcome(user, account);
    const tokens = await passwordSignIn(input.email, input.password);
    return authResponse(tokens, await toSessionUser(user));
  } catch (error) {
    if (userId) await deleteIdentity(input.email);
    if (redemption) await redemption.undo();
    if (input.presale_order) await releasePresaleOrder(input.presale_order, accountId);
    await releaseEmail(input.email);
    throw error;
  }
}

/** A sign-up from a presale receipt starts on the bought plan, prepaid for the presale months. */
async function presaleStart(
  input: SignupRequest,
  accountId: string,
  now: Date,
): Promise<Partial<AccountRecord>> {
  if (!input.presale_order) return {};
  const order = await claimPresaleOrder(input.presale_order, input.email, accountId);
  if (!order)
    throw new ValidationError(
      'This presale link is not valid for this email or was already used. Sign up with the email you paid with.',
    );
  const paidThrough = new Date(now);
  paidThrough.setUTCMonth(paidThrough.getUTCMonth() + PRESALE_MONTHS);
  return {
    tier: order.tier,
    subscriptionStatus: 'active',
    trialEndsAt: null,
    paidThrough: paidThrough.toISOString(),
  };
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
  if (!user.isActive) throw new ForbiddenError(ACCESS_REMOVED);
  if (user.invitePending) await saveFirstSignIn(user.userId);
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
  if (!user.isActive) throw new ForbiddenError(ACCESS_REMOVED);
  return authResponse(tokens, await toSessionUser(user));
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
