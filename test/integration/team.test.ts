import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { login, passwordLinksTo, waitForPasswordLink } from '../support/accounts.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';

useRuntimeEnvironment();
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { getUser } = await import('../../functions/platform/data/users.js');

const INVITED = 'User invited successfully! They will receive an email to set up their account.';

function invite(token: string, overrides: Record<string, unknown> = {}) {
  return api('POST', '/api/team/members', {
    token,
    body: {
      first_name: 'Casey',
      last_name: 'Morgan',
      email: uniqueEmail('crew'),
      role: 'user',
      ...overrides,
    },
  });
}

/** Invites a teammate and completes their set-password link; returns their credentials and token. */
async function joinedMember(adminToken: string, role = 'user') {
  const email = uniqueEmail(role);
  const invited = await invite(adminToken, { email, role });
  expect(invited.status).toBe(201);
  const { token: linkToken } = await waitForPasswordLink(email);
  const password = 'Crew-Pass-2026';
  expect(
    (
      await api('POST', '/api/auth/password-reset-confirm', {
        body: { token: linkToken, new_password: password },
      })
    ).status,
  ).toBe(200);
  const signedIn = await login(email, password);
  expect(signedIn.status).toBe(200);
  return {
    id: invited.body.member.id as string,
    email,
    password,
    token: signedIn.body.access_token as string,
  };
}

async function setTier(accountId: string, tier: string) {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' },
      UpdateExpression: 'SET tier = :tier',
      ExpressionAttributeValues: { ':tier': tier },
    }),
  );
}

describe('POST /api/team/members (invite) and GET /api/team/members', () => {
  it('invites a teammate who is listed as invited until their first sign-in, then joins the account', async () => {
    const admin = await signUp();
    const email = uniqueEmail('teammate');
    const invited = await invite(admin.token, {
      email,
      first_name: 'Sam',
      last_name: 'Lee',
      role: 'manager',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(INVITED);
    expect(invited.body.member).toMatchObject({
      email,
      first_name: 'Sam',
      last_name: 'Lee',
      role: 'manager',
      status: 'invited',
      is_active: true,
    });

    const listed = await api('GET', '/api/team/members', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(
      listed.body.members.map((member: { email: string; status: string }) => [member.email, member.status]),
    ).toEqual([
      [admin.email, 'active'],
      [email, 'invited'],
    ]);
    expect(listed.body.plan).toEqual({ tier: 'pro', seat_limit: 5, seats_used: 2 });

    // No usable password until the link is used.
    expect((await login(email, 'Guess-1234567')).status).toBe(401);
    const { url, token } = await waitForPasswordLink(email);
    expect(url.searchParams.get('invite')).toBe('1');
    expect((await api('POST', `/api/auth/verify-reset-token?token=${token}`)).body).toEqual({
      valid: true,
      purpose: 'invite',
      email,
    });
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token, new_password: 'Joined-2026' },
        })
      ).status,
    ).toBe(200);
    const signedIn = await login(email, 'Joined-2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      account_id: admin.user.account_id,
      role: 'manager',
      company: admin.user.company,
    });

    const after = await api('GET', '/api/team/members', { token: admin.token });
    expect(after.body.members.find((member: { email: string }) => member.email === email).status).toBe(
      'active',
    );
  });

  it('validates every field with the form messages and refuses injected fields', async () => {
    const admin = await signUp();
    expect((await invite(admin.token, { role: undefined })).body.detail).toBe('Role is required');
    expect((await invite(admin.token, { first_name: '' })).body.detail).toBe('First name is required');
    expect((await invite(admin.token, { email: 'casey' })).body.detail).toBe(
      'Please enter a valid email address',
    );
    const injected = await invite(admin.token, {
      role: 'user',
      accountId: 'someone-else',
      is_operator: true,
    });
    expect(injected.status).toBe(400);
    expect(injected.body.detail).toMatch(/Unknown field/);
    expect((await invite(admin.token, { role: 'operator' })).status).toBe(400);
    expect((await api('GET', '/api/team/members', { token: admin.token })).body.plan.seats_used).toBe(1);
  });

  it('refuses an email of this team; another account’s user is invited like anyone (docs/decisions.md)', async () => {
    const admin = await signUp();
    const elsewhere = await signUp();
    // The same answer as any invite: the inviter learns nothing about other accounts.
    const other = await invite(admin.token, { email: elsewhere.email });
    expect(other.status).toBe(201);
    expect(other.body.message).toBe(INVITED);
    expect((await invite(admin.token, { email: admin.email })).body.detail).toBe(
      'This person is already a member of your team.',
    );
  });

  it('enforces the plan seats (starter 2, pro 5) on the server, also for parallel invites', async () => {
    const admin = await signUp();
    for (let seat = 2; seat <= 5; seat += 1) expect((await invite(admin.token)).status).toBe(201);
    const full = await invite(admin.token);
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe(
      'Your Pro plan includes 5 users and all of them are taken. Upgrade your plan to add more team members.',
    );

    const starter = await signUp();
    await setTier(starter.user.account_id, 'starter');
    const parallel = await Promise.all(Array.from({ length: 4 }, () => invite(starter.token)));
    expect(parallel.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(parallel.filter((answer) => answer.status === 409)).toHaveLength(3);
    const listed = await api('GET', '/api/team/members', { token: starter.token });
    expect(listed.body.members).toHaveLength(2);
    expect(listed.body.plan).toEqual({ tier: 'starter', seat_limit: 2, seats_used: 2 });

    const enterprise = await signUp();
    await setTier(enterprise.user.account_id, 'enterprise');
    for (let seat = 2; seat <= 7; seat += 1) expect((await invite(enterprise.token)).status).toBe(201);
    expect((await api('GET', '/api/team/members', { token: enterprise.token })).body.plan).toEqual({
      tier: 'enterprise',
      seat_limit: null,
      seats_used: 7,
    });
  });

  it('pages with an opaque cursor that only works for its own account, and caps the limit', async () => {
    const admin = await signUp();
    await invite(admin.token);
    await invite(admin.token);
    const first = await api('GET', '/api/team/members?limit=2', { token: admin.token });
    expect(first.body.members).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api('GET', `/api/team/members?limit=2&cursor=${first.body.next_cursor}`, {
      token: admin.token,
    });
    expect(second.body.members).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();

    const other = await signUp();
    const foreign = await api('GET', `/api/team/members?cursor=${first.body.next_cursor}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe('Invalid cursor');
    expect((await api('GET', '/api/team/members?cursor=garbage', { token: admin.token })).status).toBe(400);
    const huge = await api('GET', '/api/team/members?limit=1000000', { token: admin.token });
    expect(huge.status).toBe(200);
    expect(huge.body.members).toHaveLength(3);
    expect((await api('GET', '/api/team/members?limit=0', { token: admin.token })).status).toBe(400);
  });
});

describe('PUT /api/team/members/{id} and DELETE /api/team/members/{id}', () => {
  it('change a role and remove a member, who is refused (403) on the next call with a still-valid token', async () => {
    const admin = await signUp();
    const member = await joinedMember(admin.token, 'user');
    expect(
      (
        await api('POST', '/api/auth/check-permission', {
          token: member.token,
          body: { permission: 'rates.write' },
        })
      ).body.has_permission,
    ).toBe(false);

    const promoted = await api('PUT', `/api/team/members/${member.id}`, {
      token: admin.token,
      body: { role: 'manager' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.member.role).toBe('manager');
    expect(
      (
        await api('POST', '/api/auth/check-permission', {
          token: member.token,
          body: { permission: 'rates.write' },
        })
      ).body.has_permission,
    ).toBe(true);
    expect(
      (await api('PUT', `/api/team/members/${member.id}`, { token: admin.token, body: { role: 'owner' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('PUT', `/api/team/members/${member.id}`, {
          token: admin.token,
          body: { role: 'user', is_active: false },
        })
      ).status,
    ).toBe(400);

    const removed = await api('DELETE', `/api/team/members/${member.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('User removed successfully.');
    const refused = await api('GET', '/api/auth/me', { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Your access to this account has been removed.');
    expect((await login(member.email, member.password)).status).toBe(403);
    // A removed member gets no reset mail (the admin's request, sent after, is the control).
    const linksBefore = (await passwordLinksTo(member.email)).length;
    expect(
      (
        await api('POST', '/api/auth/password-reset-request', {
          body: { email: member.email },
          headers: clientAddressHeader(),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('POST', '/api/auth/password-reset-request', {
          body: { email: admin.email },
          headers: clientAddressHeader(),
        })
      ).status,
    ).toBe(200);
    await waitForPasswordLink(admin.email);
    expect(await passwordLinksTo(member.email)).toHaveLength(linksBefore);

    const listed = await api('GET', '/api/team/members', { token: admin.token });
    expect(listed.body.members.map((entry: { id: string }) => entry.id)).not.toContain(member.id);
    expect(listed.body.plan.seats_used).toBe(1);
    expect((await api('DELETE', `/api/team/members/${member.id}`, { token: admin.token })).status).toBe(404);
  });

  it('restores a removed member as invited when their email is invited again', async () => {
    const admin = await signUp();
    const member = await joinedMember(admin.token, 'user');
    await api('DELETE', `/api/team/members/${member.id}`, { token: admin.token });
    const again = await invite(admin.token, { email: member.email, role: 'manager' });
    expect(again.status).toBe(201);
    expect(again.body.member).toMatchObject({ id: member.id, status: 'invited', role: 'manager' });
    const { token } = await waitForPasswordLink(member.email, 2);
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token, new_password: 'Back-Again-2026' },
        })
      ).status,
    ).toBe(200);
    expect((await login(member.email, 'Back-Again-2026')).status).toBe(200);
  });

  it('keep at least one admin and stop admins from demoting or removing themselves', async () => {
    const admin = await signUp();
    const second = await joinedMember(admin.token, 'admin');
    expect((await api('DELETE', `/api/team/members/${admin.user.id}`, { token: admin.token })).status).toBe(
      403,
    );
    expect(
      (await api('PUT', `/api/team/members/${admin.user.id}`, { token: admin.token, body: { role: 'user' } }))
        .body.detail,
    ).toBe('You cannot change your own role or remove yourself.');
    expect(
      (await api('PUT', `/api/team/members/${second.id}`, { token: admin.token, body: { role: 'user' } }))
        .status,
    ).toBe(200);

    // The operator can change anyone, but not leave an account without an admin.
    const operator = await operatorToken();
    const lastAdmin = await api('PUT', `/api/auth/users/${admin.user.id}`, {
      token: operator,
      body: { role: 'manager' },
    });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.detail).toBe(
      'An account needs at least one admin. Make another member an admin first.',
    );
    expect((await getUser(admin.user.id))?.role).toBe('admin');
  });

  it('answer 404 for another account’s member and leave it unchanged', async () => {
    const owner = await signUp();
    const member = await joinedMember(owner.token, 'user');
    const intruder = await signUp();
    expect(
      (await api('PUT', `/api/team/members/${member.id}`, { token: intruder.token, body: { role: 'admin' } }))
        .status,
    ).toBe(404);
    expect((await api('DELETE', `/api/team/members/${member.id}`, { token: intruder.token })).status).toBe(
      404,
    );
    expect(
      (
        await api('PUT', `/api/auth/users/${member.id}`, {
          token: intruder.token,
          body: { is_active: false },
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', '/api/team/members/01UNKNOWNMEMBER', { token: intruder.token })).status).toBe(
      404,
    );
    const stored = await getUser(member.id);
    expect(stored).toMatchObject({ role: 'user', isActive: true, accountId: owner.user.account_id });
    expect((await api('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
  });

  it('refuse roles without team.manage (403)', async () => {
    const admin = await signUp();
    const manager = await joinedMember(admin.token, 'manager');
    const user = await joinedMember(admin.token, 'user');
    for (const token of [manager.token, user.token]) {
      expect((await api('GET', '/api/team/members', { token })).status).toBe(403);
      expect((await invite(token)).status).toBe(403);
      expect(
        (await api('PUT', `/api/team/members/${admin.user.id}`, { token, body: { role: 'user' } })).status,
      ).toBe(403);
      expect((await api('DELETE', `/api/team/members/${admin.user.id}`, { token })).status).toBe(403);
      expect(
        (await api('PUT', `/api/auth/users/${admin.user.id}`, { token, body: { is_active: false } })).status,
      ).toBe(403);
    }
    expect((await getUser(admin.user.id))?.isActive).toBe(true);
  });
});

describe('GET /api/auth/users and PUT /api/auth/users/{id}', () => {
  let operator: string;
  beforeAll(async () => {
    operator = await operatorToken();
  });

  it('list every user to operators only, a page at a time with a capped limit', async () => {
    const contractor = await signUp();
    await signUp();
    const denied = await api('GET', '/api/auth/users', { token: contractor.token });
    expect(denied.status).toBe(403);
    expect((await api('GET', '/api/auth/users')).status).toBe(401);

    const first = await api('GET', '/api/auth/users?limit=2', { token: operator });
    expect(first.status).toBe(200);
    expect(first.body.users).toHaveLength(2);
    expect(first.body.users[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        email: expect.any(String),
        account_id: expect.any(String),
        role: expect.any(String),
        status: expect.any(String),
        is_active: expect.any(Boolean),
      }),
    );
    const second = await api('GET', `/api/auth/users?limit=2&cursor=${first.body.next_cursor}`, {
      token: operator,
    });
    expect(second.body.users).toHaveLength(2);
    expect(second.body.users.map((user: { id: string }) => user.id)).not.toContain(first.body.users[0].id);

    const everything = await api('GET', '/api/auth/users?limit=5000', { token: operator });
    expect(everything.status).toBe(200);
    expect(everything.body.users.length).toBeGreaterThan(2);
    expect(everything.body.users.length).toBeLessThanOrEqual(100);
    // The contractor is on one of the pages (a reused local table holds earlier runs' users too).
    const emails: string[] = everything.body.users.map((user: { email: string }) => user.email);
    let cursor: string | null = everything.body.next_cursor;
    while (!emails.includes(contractor.email) && cursor) {
      const page = await api('GET', `/api/auth/users?limit=100&cursor=${cursor}`, { token: operator });
      emails.push(...page.body.users.map((user: { email: string }) => user.email));
      cursor = page.body.next_cursor;
    }
    expect(emails).toContain(contractor.email);

    const teamCursor = Buffer.from(
      JSON.stringify({ PK: 'USER#x', SK: 'PROFILE', GSI1PK: 'ACCOUNT#x#USERS', GSI1SK: 'x' }),
    ).toString('base64url');
    expect((await api('GET', `/api/auth/users?cursor=${teamCursor}`, { token: operator })).status).toBe(400);
  });

  it('let operators change any user and account admins only the role and access of their own members', async () => {
    const admin = await signUp();
    const member = await joinedMember(admin.token, 'user');

    const renamed = await api('PUT', `/api/auth/users/${member.id}`, {
      token: operator,
      body: { first_name: 'Robin', phone: '(555) 010-2000' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: member.id,
      first_name: 'Robin',
      phone: '(555) 010-2000',
      company: admin.user.company,
    });

    const byAdmin = await api('PUT', `/api/auth/users/${member.id}`, {
      token: admin.token,
      body: { role: 'manager' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.role).toBe('manager');
    expect(
      (
        await api('PUT', `/api/auth/users/${member.id}`, {
          token: admin.token,
          body: { first_name: 'Mallory' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/api/auth/users/${member.id}`, { token: admin.token, body: { is_operator: true } }))
        .status,
    ).toBe(400);
    expect((await api('PUT', `/api/auth/users/${member.id}`, { token: admin.token, body: {} })).status).toBe(
      400,
    );

    const deactivated = await api('PUT', `/api/auth/users/${member.id}`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(deactivated.body).toMatchObject({ is_active: false, status: 'removed' });
    expect((await api('GET', '/api/auth/me', { token: member.token })).status).toBe(403);
    const restored = await api('PUT', `/api/auth/users/${member.id}`, {
      token: operator,
      body: { is_active: true },
    });
    expect(restored.body).toMatchObject({ is_active: true, status: 'active' });
    expect((await api('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
    expect((await getUser(member.id))?.firstName).toBe('Robin');
  });
});

describe('GET /api/auth/roles', () => {
  it('lists the platform operator and the four account roles with their permissions', async () => {
    const { token } = await signUp();
    const answer = await api('GET', '/api/auth/roles', { token });
    expect(answer.status).toBe(200);
    const byId = Object.fromEntries(answer.body.roles.map((role: { id: string }) => [role.id, role]));
    expect(Object.keys(byId)).toEqual([
      'platform_operator',
      'account_admin',
      'account_manager',
      'account_user',
      'account_crew',
    ]);
    // The crew role holds the crew app and nothing of the office (docs/product.md#crew-app).
    expect(byId.account_crew.permissions).toEqual(['crew.work']);
    expect(byId.account_admin).toMatchObject({ name: 'Admin', description: 'Full access', scope: 'account' });
    expect(byId.account_admin.permissions).toEqual(expect.arrayContaining(['team.manage', 'billing.manage']));
    expect(byId.account_manager.permissions).not.toContain('team.manage');
    expect(byId.account_user.permissions).not.toContain('rates.write');
    expect(byId.platform_operator.permissions).toEqual(
      expect.arrayContaining(['users.manage', 'users.read']),
    );
    expect((await api('GET', '/api/auth/roles')).status).toBe(401);
  });
});

describe('bearer tokens on the account routes', () => {
  it('refuse missing, unsigned, tampered and expired-looking tokens with 401 on every protected route of this area', async () => {
    const { token, user } = await signUp();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.${signature}`;
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/auth/roles'],
      ['GET', '/api/auth/users'],
      ['PUT', `/api/auth/users/${user.id}`, { role: 'user' }],
      ['POST', '/api/auth/change-password', { current_password: 'x', new_password: 'Gutter-Line-123' }],
      ['GET', '/api/team/members'],
      ['POST', '/api/team/members', { first_name: 'A', last_name: 'B', email: uniqueEmail(), role: 'user' }],
      ['PUT', `/api/team/members/${user.id}`, { role: 'user' }],
      ['DELETE', `/api/team/members/${user.id}`],
      ['GET', '/api/profile/me'],
      ['PUT', '/api/profile/me', { first_name: 'A', last_name: 'B' }],
      ['GET', '/api/profile/subscription'],
      ['DELETE', '/api/profile/logo'],
    ];
    for (const [method, path, body] of calls) {
      for (const bad of [undefined, unsigned, tampered, expired]) {
        expect((await api(method, path, { token: bad, body })).status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await api('GET', '/api/team/members', { token })).body.members).toHaveLength(1);
  });
});
