import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../shared/kernel/constants.js';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { login } from '../support/accounts.js';
import { confirmationTokenFor, waitForConfirmationToken } from '../support/signup-flow.js';

const SIGNUP_REQUESTED =
  'Check your email: we sent you a link to confirm your address and finish creating your account.';

describe('GET /api/health', () => {
  it('answers ok through the local gateway', async () => {
    const answer = await api('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
  });
});

/** Posts the sign-up form from a client address of its own. */
function requestSignUp(body: Record<string, unknown>) {
  return api('POST', '/api/auth/signup', { body, headers: clientAddressHeader() });
}

describe('POST /api/auth/signup and POST /api/auth/signup/confirm', () => {
  it('mails a link and creates nothing; following it creates the admin on a trial, signs in and welcomes', async () => {
    const email = uniqueEmail('signup');
    const since = Math.floor(Date.now() / 1000) - 1;
    const answer = await requestSignUp({
      email: email.toUpperCase(),
      password: 'Shingle-2026',
      first_name: 'Jordan',
      last_name: 'Avery',
      phone: '',
      company: 'Avery Roofing',
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: SIGNUP_REQUESTED });
    // No account yet: the password does not sign in.
    expect((await login(email, 'Shingle-2026')).status).toBe(401);
    const token = await waitForConfirmationToken(inject('mailViewerUrl'), email, since);
    const mail = (await sentMails()).find((candidate) => candidate.text.includes(token))!;
    expect(mail.subject).toBe('Confirm your email to finish signing up for Ridgeline');
    expect(mail.text).toContain('expires in 24 hours');

    const confirmed = await api('POST', '/api/auth/signup/confirm', {
      body: { token, password: 'Shingle-2026' },
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.access_token).toMatch(/^ey/);
    expect(confirmed.body.user).toMatchObject({
      email,
      first_name: 'Jordan',
      last_name: 'Avery',
      company: 'Avery Roofing',
      role: 'admin',
      phone: null,
      is_active: true,
    });
    expect(confirmed.body.user.role_ids).toEqual(['account_admin']);
    const subscription = await api('GET', '/api/profile/subscription', {
      token: confirmed.body.access_token,
    });
    expect(subscription.body.subscription_status).toBe('trial');
    const welcome = await eventually(async () =>
      (await sentMails()).find(
        (candidate) => candidate.to.includes(email) && /Welcome/.test(candidate.subject),
      ),
    );
    expect(welcome.text).toContain('Avery Roofing');
    expect((await login(email, 'Shingle-2026')).status).toBe(200);
  });

  it('answers a registered email exactly like a new one; its owner is told instead and keeps the password', async () => {
    const first = await signUp();
    const since = Math.floor(Date.now() / 1000) - 1;
    const ownLink = await confirmationTokenFor(inject('mailViewerUrl'), first.email, 0);
    const fresh = uniqueEmail('fresh');
    const forFresh = await requestSignUp({
      email: fresh,
      password: 'Another-pass-1',
      first_name: 'X',
      last_name: 'Y',
    });
    const forTaken = await requestSignUp({
      email: first.email.toUpperCase(),
      password: 'Another-pass-1',
      first_name: 'X',
      last_name: 'Y',
    });
    expect(forTaken.status).toBe(202);
    expect(forTaken.status).toBe(forFresh.status);
    expect(forTaken.body).toEqual(forFresh.body);
    const notice = await eventually(async () =>
      (await sentMails()).find(
        (mail) =>
          mail.to.includes(first.email) &&
          mail.subject === 'Someone tried to sign up with your email address',
      ),
    );
    expect(notice.text).toMatch(/\/login/);
    expect(notice.text).toMatch(/\/forgot-password/);
    expect(notice.text).not.toMatch(/confirm-signup/);
    await waitForConfirmationToken(inject('mailViewerUrl'), fresh, since);
    // No new confirmation link went to the registered address (its newest is still its own sign-up's).
    expect(await confirmationTokenFor(inject('mailViewerUrl'), first.email, 0)).toBe(ownLink);
    expect((await login(first.email, first.password)).status).toBe(200);
    expect((await login(first.email, 'Another-pass-1')).status).toBe(401);
  });

  it('a link works once, only with the chosen password, and names what is wrong with it', async () => {
    const email = uniqueEmail('once');
    const since = Math.floor(Date.now() / 1000) - 1;
    await requestSignUp({ email, password: 'Shingle-2026', first_name: 'A', last_name: 'B' });
    const token = await waitForConfirmationToken(inject('mailViewerUrl'), email, since);

    const wrong = await api('POST', '/api/auth/signup/confirm', { body: { token, password: 'Not-my-pass' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('This is not the password you chose when you signed up.');
    expect(wrong.body.errors).toEqual([{ path: 'password', message: wrong.body.detail }]);
    // The wrong password changed nothing: no account, and the link still works.
    expect((await login(email, 'Shingle-2026')).status).toBe(401);

    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('POST', '/api/auth/signup/confirm', { body: { token, password: 'Shingle-2026' } }),
      ),
    );
    expect(parallel.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const used = parallel.find((answer) => answer.status === 400)!;
    expect(used.body.detail).toBe(
      'This confirmation link was already used. Sign in with your email and password.',
    );

    const unknown = await api('POST', '/api/auth/signup/confirm', {
      body: { token: 'x'.repeat(43), password: 'Shingle-2026' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('This confirmation link is not valid. Please sign up again.');
    expect((await api('POST', '/api/auth/signup/confirm', { body: { token } })).body.detail).toBe(
      'Password is required',
    );
    expect((await api('POST', '/api/auth/signup/confirm', { body: { password: 'x' } })).status).toBe(400);
  });

  it('validates with the spec messages and creates nothing', async () => {
    const email = uniqueEmail('invalid');
    const short = await requestSignUp({ email, password: 'short', first_name: 'A', last_name: 'B' });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password must be at least 8 characters long');
    expect(short.body.errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters long' },
    ]);

    const injected = await requestSignUp({
      email,
      password: 'Shingle-2026',
      first_name: 'A',
      last_name: 'B',
      role: 'operator',
      account_id: 'x',
    });
    expect(injected.status).toBe(400);
    expect(injected.body.detail).toMatch(/Unknown field/);

    const missing = await requestSignUp({ email, password: 'Shingle-2026', last_name: 'B' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('first_name');

    const badEmail = await requestSignUp({
      email: 'not-an-email',
      password: 'Shingle-2026',
      first_name: 'A',
      last_name: 'B',
    });
    expect(badEmail.body.detail).toBe('Please enter a valid email address');

    const malformed = await api('POST', '/api/auth/signup', { raw: '{"email":' });
    expect(malformed.status).toBe(400);

    const huge = await requestSignUp({
      email,
      password: 'Shingle-2026',
      first_name: 'A',
      last_name: 'B',
      company: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);

    // None of those created the account or mailed a link: the address is still free.
    expect((await login(email, 'Shingle-2026')).status).toBe(401);
    expect((await sentMails()).some((mail) => mail.to.includes(email))).toBe(false);
    expect((await signUp({ email, first_name: 'A', last_name: 'B' })).email).toBe(email);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in the seeded demo admin', async () => {
    const answer = await api('POST', '/api/auth/login', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      email: DEMO_ACCOUNT.email,
      company: DEMO_ACCOUNT.company,
      role: 'admin',
    });
    expect(answer.body.token_type).toBe('bearer');
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { email } = await signUp();
    const wrong = await api('POST', '/api/auth/login', { body: { email, password: 'wrong-password' } });
    const unknown = await api('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'wrong-password' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password.' });
  });

  it('requires both fields', async () => {
    const answer = await api('POST', '/api/auth/login', { body: { email: DEMO_ACCOUNT.email } });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('Password is required');
  });
});

describe('GET /api/auth/me, GET /api/auth/permissions, POST /api/auth/check-permission', () => {
  it('return the caller, their permissions and single checks', async () => {
    const { token, user } = await signUp();
    const me = await api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);

    const permissions = await api('GET', '/api/auth/permissions', { token });
    expect(permissions.body.permissions).toContain('team.manage');
    expect(permissions.body.permissions).toContain('estimates.write');
    expect(permissions.body.permissions).not.toContain('users.manage');

    const yes = await api('POST', '/api/auth/check-permission', {
      token,
      body: { permission: 'billing.manage' },
    });
    expect(yes.body).toEqual({ permission: 'billing.manage', has_permission: true });
    const no = await api('POST', '/api/auth/check-permission', { token, body: { permission: 'users.read' } });
    expect(no.body).toEqual({ permission: 'users.read', has_permission: false });
    expect((await api('POST', '/api/auth/check-permission', { token, body: {} })).status).toBe(400);
  });

  it('refuse missing, tampered and unsigned tokens with 401', async () => {
    const { token } = await signUp();
    expect((await api('GET', '/api/auth/me')).status).toBe(401);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await api('GET', '/api/auth/me', { token: `${header}.${forged}.${signature}` })).status).toBe(
      401,
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await api('GET', '/api/auth/me', { token: `${none}.${payload}.` })).status).toBe(401);
    const answer = await api('GET', '/api/auth/permissions', { token: 'not-a-jwt' });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toMatch(/sign in again/);
  });
});

describe('POST /api/auth/refresh', () => {
  it('trades the refresh token for a working access token', async () => {
    const { refreshToken, user } = await signUp();
    const answer = await api('POST', '/api/auth/refresh', { body: { refresh_token: refreshToken } });
    expect(answer.status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: answer.body.access_token })).body.id).toBe(user.id);
    expect((await api('POST', '/api/auth/refresh', { body: { refresh_token: 'garbage' } })).status).toBe(401);
  });
});
