import { MFA_CODE_WRONG, MFA_SIGN_IN_AGAIN, type MfaChallenge } from '@shared/accounts/schemas/auth.js';
import { MFA_CHALLENGE_SECONDS, SESSION_DAYS } from '@shared/kernel/constants.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../platform/errors.js';
import { takeAttempt, type BackOff } from '../../platform/data/back-off.js';
import { epochSeconds } from '../../platform/data/table.js';
import { getUser, type UserRecord } from '../../platform/data/users.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { openSecret, sealSecret } from '../../platform/sealed-secret.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import { matchingStep, newTotpSecret, otpauthUri } from '../../platform/totp.js';
import {
  deleteMfaChallenge,
  getMfaChallenge,
  putMfaChallenge,
  saveMfaCodeUsed,
} from '../data/operator-mfa.js';
import { issuedClaims, type Tokens } from './identity.js';

// Platform operators confirm every sign-in, and user administration and exports again after 15
// minutes, with an authenticator code (docs/decisions.md, "Operators sign in with a second factor").

/** Wrong codes in a row per operator: five free, then a doubling wait, so guessing 6 digits is hopeless. */
const MFA_BY_USER: BackOff = {
  scope: 'mfa-code',
  free: 5,
  message: (seconds) =>
    `Too many wrong codes. Please try again in ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
};

/**
 * After an operator's right password: hold the tokens, sealed under a new token only the browser
 * gets, until the code is typed. An operator without an authenticator is offered a new secret.
 */
export async function startMfaChallenge(
  tokens: Tokens,
  user: UserRecord,
  now = new Date(),
): Promise<MfaChallenge> {
  const { token, hash } = newSecureToken();
  const setup = user.mfa ? undefined : newTotpSecret();
  await putMfaChallenge(hash, {
    userId: user.userId,
    sealedTokens: sealSecret(JSON.stringify(tokens), token),
    sealedSetup: setup ? sealSecret(setup, token) : undefined,
    expiresAt: epochSeconds(now) + MFA_CHALLENGE_SECONDS,
  });
  return {
    mfa_required: true,
    mfa_token: token,
    ...(setup ? { setup: { secret: setup, otpauth_uri: otpauthUri(setup, user.email) } } : {}),
  };
}

/** The sign-in marks with this one set to now, less those older than a session can live. */
function marksWith(user: UserRecord, authTime: number, now: Date): Record<string, number> {
  const oldest = epochSeconds(now) - SESSION_DAYS * DAY_SECONDS;
  const kept = Object.entries(user.mfaAt ?? {}).filter(([time]) => Number(time) >= oldest);
  return { ...Object.fromEntries(kept), [String(authTime)]: epochSeconds(now) };
}

/** A wrong or used code: a 400 on the field, so a signed-in operator's step-up is not taken for an ended session. */
function wrongCode(): ValidationError {
  return new ValidationError(MFA_CODE_WRONG, { errors: [{ path: 'code', message: MFA_CODE_WRONG }] });
}

/** Check a code against the operator's secret (or the one offered), counted against their back-off. */
async function checkCode(user: UserRecord, secret: string, code: string, now: Date): Promise<number> {
  const attempt = await takeAttempt(MFA_BY_USER, user.userId, '-', now);
  const step = matchingStep(secret, code, now, user.mfa?.lastStep ?? 0);
  if (step === undefined) throw wrongCode();
  await attempt.reset();
  return step;
}

/** The code step of an operator's sign-in: a right code, once, gives back the held tokens. */
export async function passMfaChallenge(
  mfaToken: string,
  code: string,
  now = new Date(),
): Promise<{ tokens: Tokens; user: UserRecord }> {
  const hash = hashToken(mfaToken);
  const challenge = await getMfaChallenge(hash, now);
  const user = challenge ? await getUser(challenge.userId) : undefined;
  const sealed = challenge && openSecret(challenge.sealedTokens, mfaToken);
  const setup = challenge?.sealedSetup ? openSecret(challenge.sealedSetup, mfaToken) : undefined;
  const secret = user?.mfa?.secret ?? setup;
  if (!challenge || !user?.isActive || !user.isOperator || !sealed || !secret)
    throw new UnauthorizedError(MFA_SIGN_IN_AGAIN);
  const step = await checkCode(user, secret, code, now);
  const tokens = JSON.parse(sealed) as Tokens;
  if (!(await deleteMfaChallenge(hash))) throw new UnauthorizedError(MFA_SIGN_IN_AGAIN);
  const authTime = issuedClaims(tokens.accessToken).auth_time;
  const mfaAt = marksWith(user, typeof authTime === 'number' ? authTime : epochSeconds(now), now);
  if (!(await saveMfaCodeUsed(user.userId, { step, mfaAt, enrol: user.mfa ? undefined : secret })))
    throw wrongCode();
  return { tokens, user };
}

/** A signed-in operator types a code again: user administration and exports are open for 15 minutes. */
export async function stepUp(caller: Caller, code: string, now = new Date()): Promise<{ message: string }> {
  const { user } = caller;
  if (!user.isOperator || !user.mfa || caller.authTime === undefined)
    throw new ForbiddenError('Only platform operators confirm with an authenticator code.');
  const step = await checkCode(user, user.mfa.secret, code, now);
  if (!(await saveMfaCodeUsed(user.userId, { step, mfaAt: marksWith(user, caller.authTime, now) })))
    throw wrongCode();
  return { message: 'Confirmed. You can go on.' };
}
