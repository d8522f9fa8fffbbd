import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../shared/domain/constants.js';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';

describe('GET /api/health', () => {
  it('answers ok through the local gateway', async () => {
    const answer = await api('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account with the caller as admin on a trial, signs them in and sends a welcome mail', async () => {
    const email = uniqueEmail('signup');
    const answer = await api('POST', '/api/auth/signup', {
      body: {
        email: email.toUpperCase(),
        password: 'Shingle-2026',
        first_name: 'Jordan',
        last_name: 'Avery',
        phone: '',
        company: 'Avery Roofing',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.access_token).toMatch(/^ey/);
    expect(answer.body.user).toMatchObject({
      email,
      first_name: 'Jordan',
      last_name: 'Avery',
      company: 'Avery Roofing',
      role: 'admin',
      phone: null,
      is_active: true,
    });
    expect(answer.body.user.role_ids).toEqual(['account_admin']);
    const welcome = await eventually(async () => (await sentMails()).find((mail) => mail.to.includes(email)));
    expect(welcome.subject).toMatch(/Welcome to Ridgeline/);
    expect(welcome.text).toContain('Avery Roofing');
  });

  it('refuses a second account for the same email (any case) and keeps the first password', async () => {
    const first = await signUp();
    const again = await api('POST', '/api/auth/signup', {
      body: { email: first.email.toUpperCase(), password: 'Another-pass-1', first_name: 'X', last_name: 'Y' },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('An account with this email already exists.');
    expect(
      (await api('POST', '/api/auth/login', { body: { email: first.email, password: first.password } }))
        .status,
    ).toBe(200);
  });

  it('validates with the spec messages and creates nothing', async () => {
    const email = uniqueEmail('invalid');
    const short = await api('POST', '/api/auth/signup', {
      body: { email, password: 'short', first_name: 'A', last_name: 'B' },
    });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Password must be at least 8 characters long');
    expect(short.body.errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters long' },
    ]);

    const injected = await api('POST', '/api/auth/signup', {
      body: {
        email,
        password: 'Shingle-2026',
        first_name: 'A',
        last_name: 'B',
        role: 'operator',
        account_id: 'x',
      },
    });
    expect(injected.status).toBe(400);
    expect(injected.body.detail).toMatch(/Unknown field/);

    const missing = await api('POST', '/api/auth/signup', {
      body: { email, password: 'Shingle-2026', last_name: 'B' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('first_name');

    const badEmail = await api('POST', '/api/auth/signup', {
      body: { email: 'not-an-email', password: 'Shingle-2026', first_name: 'A', last_name: 'B' },
    });
    expect(badEmail.body.detail).toBe('Please enter a valid email address');

    const malformed = await api('POST', '/api/auth/signup', { raw: '{"email":' });
    expect(malformed.status).toBe(400);

    const huge = await api('POST', '/api/auth/signup', {
      body: { email, password: 'Shingle-2026', first_name: 'A', last_name: 'B', company: 'x'.repeat(70_000) },
    });
    expect(huge.status).toBe(413);

    // None of those created the account: the address is still free.
    expect((await api('POST', '/api/auth/login', { body: { email, password: 'Shingle-2026' } })).status).toBe(
      401,
    );
    expect(
      (
        await api('POST', '/api/auth/signup', {
          body: { email, password: 'Shingle-2026', first_name: 'A', last_name: 'B' },
        })
      ).status,
    ).toBe(201);
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
