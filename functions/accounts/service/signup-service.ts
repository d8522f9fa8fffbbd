import { ulid } from 'ulid';
import type { AuthResponse, SignupRequest } from '@shared/accounts/schemas/auth.js';
import { SIGNUP_LINK_TTL_SECONDS, TRIAL_DAYS } from '@shared/kernel/constants.js';
import { PRESALE_MONTHS } from '@shared/kernel/plans.js';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../platform/errors.js';
import { createIdentity, deleteIdentity, passwordSignIn } from './identity.js';
import { assertUncommonPassword } from './password-policy.js';
import type { AccountRecord } from '../data/accounts.js';
import { claimPresaleOrder, getPresaleOrder, releasePresaleOrder } from '../data/billing.js';
import { findUserIdByEmail, releaseEmail, reserveEmail } from '../data/email-claims.js';
import { putAccountWithAdmin } from '../data/memberships.js';
import {
  pendingSignUpState,
  putPendingSignUp,
  savePendingSignUpUnused,
  savePendingSignUpUsed,
  type PendingSignUp,
} from '../data/pending-signups.js';
import { hit, type RateLimit } from '../../platform/data/rate-limit.js';
import { epochSeconds } from '../../platform/data/table.js';
import { getUser, isUnacceptedInvite, type UserRecord } from '../../platform/data/users.js';
import { config } from '../../platform/config.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';
import { openSecret, sameSecret, sealSecret } from '../../platform/sealed-secret.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { assertCouponRedeemable, redeemCoupon, type Redemption } from '../../operations/index.js';
import { signedIn } from './auth-service.js';
import { releaseUnacceptedInvite } from './invite-release.js';
import { toSessionUser } from './user-view.js';
import { addDays } from '@shared/kernel/time.js';

// Sign-up in two steps (docs/decisions.md): the form only mails a link; following it (with the password
// chosen in the form) creates the account, the trial and the Cognito user, and signs the person in.

/** The answer of every sign-up request, whether or not the email already has an account. */
export const SIGNUP_REQUESTED =
  'Check your email: we sent you a link to confirm your address and finish creating your account.';
/** Why a confirmation link cannot be used. */
export const SIGNUP_LINK_USED =
  'This confirmation link was already used. Sign in with your email and password.';
export const SIGNUP_LINK_EXPIRED = 'This confirmation link has expired. Please sign up again.';
export const SIGNUP_LINK_UNKNOWN = 'This confirmation link is not valid. Please sign up again.';
/** A confirm with another password than the one chosen in the form. */
export const SIGNUP_PASSWORD_MISMATCH = 'This is not the password you chose when you signed up.';
/** A confirm for an address that meanwhile got an account (another link of the same email was followed first). */
export const SIGNUP_EMAIL_TAKEN =
  'An account with this email already exists. Sign in or reset your password.';

/** Sign-up requests per client address. */
export const SIGNUP_BY_ADDRESS: RateLimit = {
  scope: 'signup-address',
  limit: 10,
  windowSeconds: 3600,
  message: 'Too many sign-ups from your network. Please wait an hour and try again.',
};
/** Sign-up requests per email domain: bounds the mail one organisation can be sent through us. */
export const SIGNUP_BY_DOMAIN: RateLimit = {
  scope: 'signup-domain',
  limit: 200,
  windowSeconds: 3600,
  message: 'Too many sign-ups for this email domain right now. Please try again in an hour.',
};
/** Sign-up mails per email: over the limit nothing more is sent, the answer stays the same. */
const SIGNUP_MAILS_BY_EMAIL: RateLimit = { scope: 'signup-email', limit: 3, windowSeconds: 3600 };

/** A sign-up request takes at least this long, so its timing does not tell registered emails apart. */
export const SIGNUP_MIN_RESPONSE_MS = 250;

/** The domain part of an email, lower-cased. */
function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Sign-up request: always the same 202 answer, in about the same time. A new email gets a
 * confirmation link (nothing else is created); a registered one gets a mail telling its owner
 * someone tried. Refusals (429 per client address or email domain, 400 for a code that cannot be
 * used) depend on the request, never on whether the email is registered.
 */
export async function requestSignUp(
  input: SignupRequest,
  clientAddress = 'unknown',
  now = new Date(),
  minResponseMs = SIGNUP_MIN_RESPONSE_MS,
): Promise<{ message: string }> {
  const answerAt = Date.now() + minResponseMs;
  try {
    await hit(SIGNUP_BY_ADDRESS, clientAddress, now);
    await hit(SIGNUP_BY_DOMAIN, domainOf(input.email), now);
    assertUncommonPassword(input.password, 'password');
    await assertOfferUsable(input, now);
    await sendSignUpMail(input, now);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - Date.now())));
  }
  return { message: SIGNUP_REQUESTED };
}

/** A coupon or presale order that cannot be used is refused now, not after the mail round trip. */
async function assertOfferUsable(input: SignupRequest, now: Date): Promise<void> {
  if (input.coupon) await assertCouponRedeemable(input.coupon, now);
  if (input.presale_order) {
    const order = await getPresaleOrder(input.presale_order);
    const claimed = order && 'claimedBy' in order;
    if (!order || claimed || order.customerEmail !== input.email.toLowerCase()) throw presaleRefused();
  }
}

function presaleRefused(): ValidationError {
  return new ValidationError(
    'This presale link is not valid for this email or was already used. Sign up with the email you paid with.',
  );
}

/** The link of a confirmation token: the web app's /confirm-signup page. */
export function signUpLinkUrl(token: string): string {
  const url = new URL('/confirm-signup', config.APP_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

async function sendSignUpMail(input: SignupRequest, now: Date): Promise<void> {
  // Counted for every email, known or not, so both paths do the same reads and writes up to here.
  const withinLimit = await hit(SIGNUP_MAILS_BY_EMAIL, input.email, now).then(
    () => true,
    (error: unknown) => {
      if (error instanceof TooManyRequestsError) return false;
      throw error;
    },
  );
  const userId = await findUserIdByEmail(input.email);
  if (!withinLimit) return;
  const owner = userId ? await getUser(userId) : undefined;
  // An invite nobody accepted does not own its address: the person may sign up on their own.
  if (owner && !isUnacceptedInvite(owner)) {
    await enqueueEmail({
      key: `signup-existing#${owner.userId}#${ulid(now.getTime())}`,
      to: [owner.email],
      template: 'signup-existing',
      data: {
        firstName: owner.firstName,
        signInUrl: new URL('/login', config.APP_URL).toString(),
        resetUrl: new URL('/forgot-password', config.APP_URL).toString(),
      },
    });
    return;
  }
  const { token, hash } = newSecureToken();
  await putPendingSignUp({
    tokenHash: hash,
    email: input.email.toLowerCase(),
    firstName: input.first_name,
    lastName: input.last_name,
    ...(input.phone && { phone: input.phone }),
    ...(input.company && { company: input.company }),
    ...(input.coupon && { coupon: input.coupon }),
    ...(input.presale_order && { presaleOrder: input.presale_order }),
    sealedPassword: sealSecret(input.password, token),
    ...(input.browser_proof && { browserProofHash: hashToken(input.browser_proof) }),
    expiresAt: epochSeconds(now) + SIGNUP_LINK_TTL_SECONDS,
  });
  await enqueueEmail({
    key: `signup-confirm#${hash.slice(0, 24)}`,
    to: [input.email],
    template: 'signup-confirm',
    data: {
      firstName: input.first_name,
      confirmUrl: signUpLinkUrl(token),
      hours: SIGNUP_LINK_TTL_SECONDS / 3600,
    },
  });
}

/** A confirm whose browser proof is not the one the sign-up form kept (another browser): ask for the password. */
export const SIGNUP_PROOF_MISMATCH = 'Enter the password you chose when you signed up.';

/**
 * Follow a confirmation link: the link is taken (single use, even under parallel calls), then the
 * person must show they are the one who signed up — the password chosen in the form, or the proof
 * the form kept in the same browser (one click: docs/decisions.md) — so a link clicked by someone
 * who never signed up cannot finish an account another person started. Then the account is created
 * and signed in. A wrong password or proof, or a failure part-way, gives the link back.
 */
export async function confirmSignUp(
  token: string,
  credential: { password?: string; browserProof?: string },
  now = new Date(),
): Promise<AuthResponse> {
  const tokenHash = hashToken(token);
  const pending = await savePendingSignUpUsed(tokenHash, now);
  if (!pending) {
    const state = await pendingSignUpState(tokenHash, now);
    const message = { used: SIGNUP_LINK_USED, expired: SIGNUP_LINK_EXPIRED, unknown: SIGNUP_LINK_UNKNOWN }[
      state
    ];
    throw new ValidationError(message);
  }
  const chosen = openSecret(pending.sealedPassword, token);
  // A password is checked when given; otherwise the proof must be the one this sign-up's browser kept.
  const byProof = credential.password === undefined;
  const proven =
    chosen !== undefined &&
    (byProof
      ? sameProof(credential.browserProof, pending.browserProofHash)
      : sameSecret(chosen, credential.password ?? ''));
  if (chosen === undefined || !proven) {
    await savePendingSignUpUnused(tokenHash);
    const [path, message] = byProof
      ? ['browser_proof', SIGNUP_PROOF_MISMATCH]
      : ['password', SIGNUP_PASSWORD_MISMATCH];
    throw new ValidationError(message, { errors: [{ path, message }] });
  }
  try {
    return await createAccount(signupOf(pending, chosen), now);
  } catch (error) {
    // An address taken meanwhile keeps this link used: it can never succeed.
    if (!(error instanceof ConflictError))
      await savePendingSignUpUnused(tokenHash).catch((restoreError: unknown) =>
        log('warn', 'sign-up link not restored', errorFields(restoreError)),
      );
    throw error;
  }
}

/** Whether a browser proof is the one whose hash the pending sign-up keeps (none kept: never). */
function sameProof(proof: string | undefined, keptHash: string | undefined): boolean {
  return proof !== undefined && keptHash !== undefined && sameSecret(hashToken(proof), keptHash);
}

function signupOf(pending: PendingSignUp, password: string): SignupRequest {
  return {
    email: pending.email,
    password,
    first_name: pending.firstName,
    last_name: pending.lastName,
    phone: pending.phone,
    company: pending.company,
    ...(pending.coupon && { coupon: pending.coupon }),
    ...(pending.presaleOrder && { presale_order: pending.presaleOrder }),
  };
}

/**
 * Create a contractor account whose email is proven: reserve the email, redeem the coupon if one
 * was given (its grant sets the trial length and the beta flag), create the Cognito identity, then
 * the account (on a 14-day trial without a coupon) with the new user as its admin, and sign in.
 * Any failure part-way undoes what was made. Also used by the local demo seed.
 */
export async function createAccount(input: SignupRequest, now = new Date()): Promise<AuthResponse> {
  const reserved =
    (await reserveEmail(input.email, now)) ||
    ((await releaseUnacceptedInvite(input.email, now)) && (await reserveEmail(input.email, now)));
  if (!reserved) throw new ConflictError(SIGNUP_EMAIL_TAKEN);
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
      trialEndsAt: addDays(now, trialDays).toISOString(),
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
    return await signedIn(tokens, await toSessionUser(user), now);
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
  const order = await claimPresaleOrder(input.presale_order, input.email, accountId, now);
  if (!order) throw presaleRefused();
  const paidThrough = new Date(now);
  paidThrough.setUTCMonth(paidThrough.getUTCMonth() + PRESALE_MONTHS);
  return {
    tier: order.tier,
    subscriptionStatus: 'active',
    trialEndsAt: null,
    paidThrough: paidThrough.toISOString(),
    presaleOrder: order.sessionId,
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
