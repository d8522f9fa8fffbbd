import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { login, passwordLinksTo, waitForPasswordLink } from '../support/accounts.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { waitForConfirmationToken } from '../support/signup-flow.js';
import { queuesDrained } from '../support/queues.js';

useRuntimeEnvironment();
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { confirmPasswordReset, verifyPasswordLink } =
  await import('../../functions/accounts/service/password-links-service.js');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const INVALID = 'This reset link is invalid or has expired';
const COMMON = 'This password is one of the most common and easy to guess. Choose another.';

async function requestReset(email: string) {
  return api('POST', '/api/auth/password-reset-request', { body: { email }, headers: clientAddressHeader() });
}

describe('POST /api/auth/register', () => {
  it('behaves as signup: mails a link whose confirmation creates the account with the caller as admin', async () => {
    const email = uniqueEmail('register');
    const since = Math.floor(Date.now() / 1000) - 1;
    const body = {
      email,
      password: 'Shingle-2026',
      first_name: 'Riley',
      last_name: 'Cole',
      company: 'Cole Roofing',
    };
    const answer = await api('POST', '/api/auth/register', { body, headers: clientAddressHeader() });
    expect(answer.status).toBe(202);
    expect(answer.body.message).toMatch(/Check your email/);
    const token = await waitForConfirmationToken(inject('mailViewerUrl'), email, since);
    const confirmed = await api('POST', '/api/auth/signup/confirm', {
      body: { token, password: 'Shingle-2026' },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user).toMatchObject({ email, role: 'admin', company: 'Cole Roofing' });
    // A second sign-up of the same address gets the same answer, and its owner a notice.
    const again = await api('POST', '/api/auth/register', {
      body: { email, password: 'Shingle-2026', first_name: 'R', last_name: 'C' },
      headers: clientAddressHeader(),
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(answer.body);
    expect(
      (
        await api('POST', '/api/auth/register', {
          body: { email: uniqueEmail(), password: 'short', first_name: 'R', last_name: 'C' },
          headers: clientAddressHeader(),
        })
      ).body.detail,
    ).toBe('Password must be at least 8 characters long');
    const common = await api('POST', '/api/auth/register', {
      body: { email: uniqueEmail(), password: 'Football1!', first_name: 'R', last_name: 'C' },
      headers: clientAddressHeader(),
    });
    expect(common.status).toBe(400);
    expect(common.body.detail).toBe(COMMON);
  });
});

describe('POST /api/auth/password-reset-request', () => {
  it('answers an unknown email exactly like a real one and mails only the real one', async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail('nobody');
    const timed = async (address: string) => {
      const started = performance.now();
      const answer = await requestReset(address);
      return { ...answer, ms: performance.now() - started };
    };
    const forUnknown = await timed(unknown);
    const forKnown = await timed(email);
    // Both take at least the 250 ms floor, so timing does not tell real accounts apart.
    expect(forUnknown.ms).toBeGreaterThanOrEqual(240);
    expect(forKnown.ms).toBeGreaterThanOrEqual(240);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({
      message: 'If an account exists for this email, we have sent a link to reset your password.',
    });
    const { url } = await waitForPasswordLink(email);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mails = (await sentMails()).filter((candidate) => candidate.to.includes(email));
    expect(mails.map((mail) => mail.subject)).toContain('Reset your Ridgeline password');
    // Queued after the unknown one: had the unknown email produced a mail, it would be here by now.
    expect((await sentMails()).some((candidate) => candidate.to.includes(unknown))).toBe(false);
  });

  it('validates the email', async () => {
    const answer = await api('POST', '/api/auth/password-reset-request', {
      body: { email: 'nope' },
      headers: clientAddressHeader(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Please enter a valid email address');
    expect(
      (
        await api('POST', '/api/auth/password-reset-request', {
          body: { email: uniqueEmail(), user_id: 'x' },
          headers: clientAddressHeader(),
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/auth/verify-reset-token and POST /api/auth/password-reset-confirm', () => {
  it('reset the password once: the link verifies, sets the new password, then is dead', async () => {
    const { email, password } = await signUp();
    await requestReset(email);
    const { token } = await waitForPasswordLink(email);

    const verified = await api('POST', `/api/auth/verify-reset-token?token=${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ valid: true, purpose: 'reset', email });

    // A common password is refused at its field and leaves the link usable.
    const common = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token, new_password: 'Sunshine2024!' },
    });
    expect(common.status).toBe(400);
    expect(common.body.detail).toBe(COMMON);
    expect((await login(email, 'Sunshine2024!')).status).toBe(401);

    const confirmed = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token, new_password: 'Fresh-Ridge-77' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/reset/);
    expect((await login(email, 'Fresh-Ridge-77')).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);

    const again = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token, new_password: 'Another-Ridge-88' },
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(INVALID);
    expect((await api('POST', `/api/auth/verify-reset-token?token=${token}`)).body.detail).toBe(INVALID);
    expect((await login(email, 'Another-Ridge-88')).status).toBe(401);
  });

  it('refuse unknown, missing and tampered tokens and a short password', async () => {
    expect((await api('POST', '/api/auth/verify-reset-token?token=not-a-real-token')).body.detail).toBe(
      INVALID,
    );
    expect((await api('POST', '/api/auth/verify-reset-token')).status).toBe(400);
    const { email } = await signUp();
    await requestReset(email);
    const { token } = await waitForPasswordLink(email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await api('POST', `/api/auth/verify-reset-token?token=${tampered}`)).status).toBe(400);
    const short = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password must be at least 8 characters long');
    // The short password did not use the link up.
    expect((await api('POST', `/api/auth/verify-reset-token?token=${token}`)).status).toBe(200);
  });

  it('store only the SHA-256 of the token', async () => {
    const { email, user } = await signUp();
    await requestReset(email);
    const { token } = await waitForPasswordLink(email);
    const { Item: current } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: { PK: `USER#${user.id}`, SK: 'PASSWORD_LINK' } }),
    );
    const { Item: byHash } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: { PK: `PASSWORD_LINK#${sha256(token)}`, SK: 'LINK' } }),
    );
    const { Item: byToken } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: { PK: `PASSWORD_LINK#${token}`, SK: 'LINK' } }),
    );
    expect(current?.tokenHash).toBe(sha256(token));
    expect(byHash?.userId).toBe(user.id);
    expect(byToken).toBeUndefined();
    expect(JSON.stringify([current, byHash])).not.toContain(token);
  });

  it('let a newer link void the older one', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const first = await waitForPasswordLink(email, 1);
    await requestReset(email);
    const second = await waitForPasswordLink(email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await api('POST', `/api/auth/verify-reset-token?token=${first.token}`)).status).toBe(400);
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token: first.token, new_password: 'Old-Link-1234' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token: second.token, new_password: 'New-Link-1234' },
        })
      ).status,
    ).toBe(200);
    expect((await login(email, 'New-Link-1234')).status).toBe(200);
  });

  it('expire the link after 1 hour (injected clock)', async () => {
    const { email, password } = await signUp();
    await requestReset(email);
    const { token } = await waitForPasswordLink(email);
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await expect(verifyPasswordLink(token, inMinutes(59))).resolves.toMatchObject({ valid: true });
    await expect(verifyPasswordLink(token, inMinutes(61))).rejects.toThrow(INVALID);
    await expect(confirmPasswordReset(token, 'Too-Late-12345', inMinutes(61))).rejects.toThrow(INVALID);
    expect((await login(email, password)).status).toBe(200);
    // The refused late attempt did not consume it: within the hour it still works.
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token, new_password: 'In-Time-12345' },
        })
      ).status,
    ).toBe(200);
  });

  it('reset only the user the link was issued for, once, even under parallel submits', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await requestReset(alice.email);
    const { token } = await waitForPasswordLink(alice.email);
    const injected = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token, new_password: 'Hijack-1234567', email: bob.email },
    });
    expect(injected.status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        api('POST', '/api/auth/password-reset-confirm', {
          body: { token, new_password: `Parallel-${index}-xyz` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(4);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await login(alice.email, `Parallel-${winner}-xyz`)).status).toBe(200);
    expect((await login(bob.email, bob.password)).status).toBe(200);
    expect((await login(bob.email, `Parallel-${winner}-xyz`)).status).toBe(401);
  });
});

describe('login back-off (POST /api/auth/login)', () => {
  it('makes an email wait after failures from one address, while a reset stays possible and lifts the wait', async () => {
    const { email, password } = await signUp();
    const from = clientAddressHeader();
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await login(email, `wrong-${attempt}`, from)).status).toBe(401);
    const waiting = await login(email, password, from);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(waiting.body.detail).toBe(
      'Too many failed sign-in attempts. Please try again in 1 second, or reset your password.',
    );
    // Another email from the same address is not affected, nor this email from another address.
    const other = await signUp();
    expect((await login(other.email, other.password, from)).status).toBe(200);
    expect((await login(email, password, clientAddressHeader())).status).toBe(200);
    // That success ended only its own address's failures: this one still waits after the next.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(email, 'wrong-5', from)).status).toBe(401);
    expect((await login(email, password, from)).status).toBe(429);

    expect((await requestReset(email)).status).toBe(200);
    const { token } = await waitForPasswordLink(email);
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token, new_password: 'After-Lock-2026' },
        })
      ).status,
    ).toBe(200);
    expect((await login(email, 'After-Lock-2026', from)).status).toBe(200);
  });

  it('makes a client address wait after 21 failures in a row across emails', async () => {
    const { email, password } = await signUp();
    const from = clientAddressHeader();
    // One at a time: parallel attempts from one address race for its record and the losers wait.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await login(uniqueEmail('guess'), 'wrong-password', from)).status);
    expect(statuses).toEqual(Array.from({ length: 21 }, () => 401));
    const waiting = await login(email, password, from);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect((await login(email, password, clientAddressHeader())).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password with the current one and says clearly when the current one is wrong', async () => {
    const { email, password, token } = await signUp();
    expect(
      (
        await api('POST', '/api/auth/change-password', {
          body: { current_password: password, new_password: 'Reroofed-2026' },
        })
      ).status,
    ).toBe(401);

    const wrong = await api('POST', '/api/auth/change-password', {
      token,
      body: { current_password: 'not-my-password', new_password: 'Reroofed-2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Current password is incorrect.');

    const short = await api('POST', '/api/auth/change-password', {
      token,
      body: { current_password: password, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password must be at least 8 characters long.');

    const common = await api('POST', '/api/auth/change-password', {
      token,
      body: { current_password: password, new_password: 'Password123!' },
    });
    expect(common.status).toBe(400);
    expect(common.body.detail).toBe(COMMON);
    expect((await login(email, password)).status).toBe(200);

    const changed = await api('POST', '/api/auth/change-password', {
      token,
      body: { current_password: password, new_password: 'Reroofed-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await login(email, 'Reroofed-2026')).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
  });
});

describe('reset mails', () => {
  it('are sent at most five times an hour per email, with the same answer every time', async () => {
    const { email } = await signUp();
    const answers = [];
    for (let index = 0; index < 7; index += 1) answers.push(await requestReset(email));
    expect(new Set(answers.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).size).toBe(1);
    await eventually(async () => (await passwordLinksTo(email)).length >= 5);
    await queuesDrained();
    expect(await passwordLinksTo(email)).toHaveLength(5);
  });
});
