import { beforeAll, describe, expect, it } from 'vitest';
import { MFA_CODE_WRONG, MFA_SIGN_IN_AGAIN } from '../../shared/accounts/schemas/auth.js';
import { STEP_UP_REQUIRED } from '../../shared/kernel/constants.js';
import { api, signUp } from '../support/api.js';
import { login } from '../support/accounts.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// Platform operators sign in with a password AND an authenticator code, and user administration and
// exports want a code from the last 15 minutes (docs/decisions.md, "Operators sign in with a second
// factor"). Each test makes its own operator, so the seeded one's codes stay free for other files.

useRuntimeEnvironment();
const { grantOperator, getUser } = await import('../../functions/platform/data/users.js');
const { totpCode, totpStep } = await import('../../functions/platform/totp.js');
const { passwordSignIn } = await import('../../functions/accounts/service/identity.js');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The code of the step `offset` steps from now (one either side is accepted). */
const codeOf = (secret: string, offset = 0) => totpCode(secret, totpStep(new Date()) + offset);

/** A new account whose admin is made a platform operator, as ops do on AWS. */
async function newOperator() {
  const account = await signUp();
  await grantOperator(account.user.id);
  return account;
}

/** Signs a new operator in for the first time: enrols the offered secret with its first code. */
async function enrolledOperator() {
  const operator = await newOperator();
  const challenge = await login(operator.email, operator.password);
  const secret = challenge.body.setup.secret as string;
  const session = await api('POST', '/api/auth/mfa', {
    body: { mfa_token: challenge.body.mfa_token, code: codeOf(secret) },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { ...operator, secret, token: session.body.access_token as string };
}

describe('operator sign-in with an authenticator code', () => {
  it('holds the session back until the code: enrolment on the first sign-in, then the code alone', async () => {
    const operator = await newOperator();
    const first = await login(operator.email, operator.password);
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeUndefined();
    expect(first.body.mfa_required).toBe(true);
    const { secret, otpauth_uri } = first.body.setup;
    expect(otpauth_uri).toContain(`secret=${secret}`);

    const wrong = await api('POST', '/api/auth/mfa', {
      body: { mfa_token: first.body.mfa_token, code: codeOf(secret, 5) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(MFA_CODE_WRONG);
    expect((await getUser(operator.user.id))?.mfa).toBeUndefined();

    const used = codeOf(secret);
    const right = await api('POST', '/api/auth/mfa', {
      body: { mfa_token: first.body.mfa_token, code: used },
    });
    expect(right.status).toBe(200);
    expect(right.body.user.role_ids).toContain('platform_operator');
    expect((await api('GET', '/api/crm/stats', { headers: bearer(right.body.access_token) })).status).toBe(
      200,
    );
    // The code step is over once used.
    const again = await api('POST', '/api/auth/mfa', {
      body: { mfa_token: first.body.mfa_token, code: codeOf(secret, 1) },
    });
    expect(again.body.detail).toBe(MFA_SIGN_IN_AGAIN);

    // Enrolled: the next sign-in offers no secret, and the code already used is refused.
    const second = await login(operator.email, operator.password);
    expect(second.body.setup).toBeUndefined();
    const replay = await api('POST', '/api/auth/mfa', {
      body: { mfa_token: second.body.mfa_token, code: used },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.detail).toBe(MFA_CODE_WRONG);
    const next = await api('POST', '/api/auth/mfa', {
      body: { mfa_token: second.body.mfa_token, code: codeOf(secret, 1) },
    });
    expect(next.status).toBe(200);
  });

  it('refuses an operator token that skipped the code, and unknown code steps', async () => {
    const operator = await enrolledOperator();
    // Tokens straight from Cognito (as with the app client's secret): no code was typed for them. Marks
    // are kept per sign-in second, so this sign-in waits for a second of its own.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const direct = await passwordSignIn(operator.email, operator.password);
    const me = await api('GET', '/api/auth/me', { headers: bearer(direct.accessToken) });
    expect(me.status).toBe(401);
    const unknown = await api('POST', '/api/auth/mfa', {
      body: { mfa_token: 'x'.repeat(43), code: '123456' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.detail).toBe(MFA_SIGN_IN_AGAIN);
    const malformed = await api('POST', '/api/auth/mfa', { body: { mfa_token: 'x', code: '12ab56' } });
    expect(malformed.status).toBe(400);
  });

  it('leaves other members signing in with the password alone', async () => {
    const member = await signUp();
    const answer = await login(member.email, member.password);
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toMatch(/^ey/);
    const stepUp = await api('POST', '/api/auth/step-up', {
      body: { code: '123456' },
      headers: bearer(answer.body.access_token),
    });
    expect(stepUp.status).toBe(403);
  });
});

describe('step-up before user administration and exports', () => {
  let operator: Awaited<ReturnType<typeof enrolledOperator>>;
  beforeAll(async () => {
    operator = await enrolledOperator();
  });

  /** Moves the operator's last code back by so many minutes, as if time had passed. */
  async function codeTypedMinutesAgo(minutes: number) {
    const user = await getUser(operator.user.id);
    const marks = Object.fromEntries(
      Object.keys(user?.mfaAt ?? {}).map((time) => [time, Math.floor(Date.now() / 1000) - minutes * 60]),
    );
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(operator.user.id),
        UpdateExpression: 'SET mfaAt = :marks',
        ExpressionAttributeValues: { ':marks': marks },
      }),
    );
  }

  it('opens the users list and the CRM export for 15 minutes after a code, then asks again', async () => {
    const headers = bearer(operator.token);
    expect((await api('GET', '/api/auth/users', { headers })).status).toBe(200);
    await codeTypedMinutesAgo(16);
    for (const path of ['/api/auth/users', '/api/crm/export?tab=leads']) {
      const refused = await api('GET', path, { headers });
      expect(refused.status, path).toBe(403);
      expect(refused.body.detail).toBe(STEP_UP_REQUIRED);
    }
    const edit = await api('PUT', `/api/auth/users/${operator.user.id}`, {
      headers,
      body: { first_name: 'Pat' },
    });
    expect(edit.status).toBe(403);
    // Other operator pages do not ask.
    expect((await api('GET', '/api/crm/stats', { headers })).status).toBe(200);

    const wrong = await api('POST', '/api/auth/step-up', {
      headers,
      body: { code: codeOf(operator.secret, 7) },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await api('POST', '/api/auth/step-up', {
      headers,
      body: { code: codeOf(operator.secret, 1) },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await api('GET', '/api/auth/users', { headers })).status).toBe(200);
    expect((await api('GET', '/api/crm/export?tab=leads', { headers })).status).toBe(200);
  });
});
