import { describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { mailedLinks } from '../support/mail.js';
import { login, passwordLinksTo, waitForPasswordLink } from '../support/accounts.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// An invite holds no claim on its address and makes no Cognito user until it is accepted
// (the invitee sets a password through the link); several accounts may invite one address at once.

useRuntimeEnvironment();
const { AdminGetUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
const { cognito } = await import('../../functions/platform/clients/cognito.js');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { config } = await import('../../functions/platform/config.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { getUser, userItem } = await import('../../functions/platform/data/users.js');
const { emailClaimPut } = await import('../../functions/accounts/data/email-claims.js');
const { transactWrite } = await import('../../functions/platform/data/table.js');
const { createInvitedIdentity } = await import('../../functions/accounts/service/identity.js');
const { acceptInvite } = await import('../../functions/accounts/service/invite-accept.js');

const TAKEN =
  'This email already has a Ridgeline account. Sign in, or ask your admin to invite another address.';

function invite(token: string, email: string, role = 'user') {
  return api('POST', '/api/team/members', {
    token,
    body: { first_name: 'Casey', last_name: 'Morgan', email, role },
  });
}

function accept(token: string, password: string) {
  return api('POST', '/api/auth/password-reset-confirm', { body: { token, new_password: password } });
}

function verify(token: string) {
  return api('POST', `/api/auth/verify-reset-token?token=${token}`);
}

/** Whether cognito-local holds a user for the address. */
async function hasCognitoUser(email: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: config.USER_POOL_ID, Username: email }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return false;
    throw error;
  }
}

/** The stored claim on an address (a reservation has no userId), if any. */
async function claimOf(email: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.email(email), ConsistentRead: true }),
  );
  return Item;
}

/** The invite link mailed to `email` on behalf of `company` (mails of several accounts may arrive in any order). */
async function inviteLinkFrom(email: string, company: string): Promise<string> {
  const mail = await eventually(async () =>
    (await sentMails()).find(
      (sent) => sent.to.includes(email) && sent.subject.endsWith(`${company} on Ridgeline`),
    ),
  );
  const [url] = mailedLinks([mail], email, 'reset-password');
  return url.searchParams.get('token') ?? '';
}

/** The links mailed to `email` (waiting for `count`) split by whether they can still be used. */
async function linksByUse(email: string, count: number): Promise<{ usable: string[]; dead: string[] }> {
  await waitForPasswordLink(email, count);
  const tokens = (await passwordLinksTo(email)).map((url) => url.searchParams.get('token') ?? '');
  const usable: string[] = [];
  const dead: string[] = [];
  for (const token of tokens) ((await verify(token)).status === 200 ? usable : dead).push(token);
  return { usable, dead };
}

async function team(token: string) {
  return (await api('GET', '/api/team/members', { token })).body;
}

describe('an invite claims nothing until accepted (POST /api/team/members, POST /api/auth/password-reset-confirm)', () => {
  it('makes no Cognito user and no claim; accepting makes both, keeps the member id and activates the member', async () => {
    const admin = await signUp();
    const email = uniqueEmail('noclaim');
    const invited = await invite(admin.token, email, 'manager');
    expect(invited.status).toBe(201);
    const memberId = invited.body.member.id as string;
    expect(invited.body.member).toMatchObject({ status: 'invited', role: 'manager', is_active: true });
    expect(await hasCognitoUser(email)).toBe(false);
    expect(await claimOf(email)).toBeUndefined();
    expect(await getUser(memberId)).toMatchObject({ identityPending: true, invitePending: true });
    expect((await team(admin.token)).plan.seats_used).toBe(2);

    const { token } = await waitForPasswordLink(email);
    expect((await verify(token)).body).toEqual({ valid: true, purpose: 'invite', email });
    expect((await accept(token, 'Accepted-2026')).body).toEqual({
      message: 'Your password has been set. You can now sign in.',
    });
    expect(await hasCognitoUser(email)).toBe(true);
    expect(await claimOf(email)).toMatchObject({ userId: memberId });
    expect((await getUser(memberId))?.identityPending).toBeUndefined();
    // Active from the accept on, same id and seat count.
    const listed = await team(admin.token);
    expect(listed.members.find((member: { id: string }) => member.id === memberId)).toMatchObject({
      email,
      status: 'active',
      role: 'manager',
    });
    expect(listed.plan.seats_used).toBe(2);

    // The new Cognito user signs in as that member: token, refresh and every request.
    const signedIn = await login(email, 'Accepted-2026');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: memberId, account_id: admin.user.account_id });
    const me = await api('GET', '/api/auth/me', { token: signedIn.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(memberId);
    const refreshed = await api('POST', '/api/auth/refresh', {
      body: { refresh_token: signedIn.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.id).toBe(memberId);
    // The used link is spent; inviting the accepted member again is the usual 409.
    expect((await accept(token, 'Again-2026-x')).status).toBe(400);
    expect((await invite(admin.token, email)).body.detail).toBe(
      'This person is already a member of your team.',
    );

    // Removed: refused at once, Cognito user disabled like any member's.
    expect((await api('DELETE', `/api/team/members/${memberId}`, { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: signedIn.body.access_token })).status).toBe(403);
  });

  it('lets two accounts invite one address; the first accept wins, the second link is refused with the way forward', async () => {
    const first = await signUp({ company: 'First Roofing' });
    const second = await signUp({ company: 'Second Roofing' });
    const email = uniqueEmail('twice');
    const [a, b] = [await invite(first.token, email), await invite(second.token, email)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.message).toBe(a.body.message);
    expect(await claimOf(email)).toBeUndefined();
    const firstLink = await inviteLinkFrom(email, 'First Roofing');
    const secondLink = await inviteLinkFrom(email, 'Second Roofing');

    expect((await accept(secondLink, 'Second-Wins-2026')).status).toBe(200);
    const refusedCheck = await verify(firstLink);
    expect(refusedCheck.status).toBe(409);
    expect(refusedCheck.body.detail).toBe(TAKEN);
    const refused = await accept(firstLink, 'First-Loses-2026');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(TAKEN);
    // Nothing changed: the winner's password and account stand; the loser's invite stays listed.
    expect((await login(email, 'First-Loses-2026')).status).toBe(401);
    const winner = await login(email, 'Second-Wins-2026');
    expect(winner.status).toBe(200);
    expect(winner.body.user.account_id).toBe(second.user.account_id);
    expect(await claimOf(email)).toMatchObject({ userId: b.body.member.id });
    const firstTeam = await team(first.token);
    expect(firstTeam.members.find((member: { email: string }) => member.email === email).status).toBe(
      'invited',
    );
    // Removing the dead invite frees the seat and leaves the other account's user alone.
    expect(
      (await api('DELETE', `/api/team/members/${a.body.member.id}`, { token: first.token })).status,
    ).toBe(200);
    expect((await team(first.token)).plan.seats_used).toBe(1);
    expect((await login(email, 'Second-Wins-2026')).status).toBe(200);
  });

  it('answers an invite of another account’s user like any invite; its accept is refused and that user is untouched', async () => {
    const admin = await signUp();
    const elsewhere = await signUp();
    const invited = await invite(admin.token, elsewhere.email);
    expect(invited.status).toBe(201);
    expect(invited.body.member).toMatchObject({ email: elsewhere.email, status: 'invited' });
    const { token } = await waitForPasswordLink(elsewhere.email);
    expect((await accept(token, 'Hijack-Attempt-1')).body.detail).toBe(TAKEN);
    expect((await login(elsewhere.email, 'Hijack-Attempt-1')).status).toBe(401);
    // Removing and restoring the invite never touches the other account's Cognito user.
    expect(
      (await api('DELETE', `/api/team/members/${invited.body.member.id}`, { token: admin.token })).status,
    ).toBe(200);
    const restored = await invite(admin.token, elsewhere.email, 'manager');
    expect(restored.body.member).toMatchObject({ id: invited.body.member.id, status: 'invited' });
    const own = await login(elsewhere.email, elsewhere.password);
    expect(own.status).toBe(200);
    expect(own.body.user.account_id).toBe(elsewhere.user.account_id);
  });

  it('re-sends a pending invite with a fresh link that kills the old one, and restores a removed one', async () => {
    const admin = await signUp();
    const email = uniqueEmail('resend');
    const first = await invite(admin.token, email);
    const again = await invite(admin.token, email);
    expect(again.status).toBe(201);
    expect(again.body.member.id).toBe(first.body.member.id);
    expect((await team(admin.token)).plan.seats_used).toBe(2);
    const links = await linksByUse(email, 2);
    expect([links.usable.length, links.dead.length]).toEqual([1, 1]);

    expect(
      (await api('DELETE', `/api/team/members/${first.body.member.id}`, { token: admin.token })).status,
    ).toBe(200);
    expect((await verify(links.usable[0])).status).toBe(400);
    expect((await team(admin.token)).plan.seats_used).toBe(1);
    const restored = await invite(admin.token, email, 'admin');
    expect(restored.body.member).toMatchObject({
      id: first.body.member.id,
      status: 'invited',
      role: 'admin',
    });
    const { usable } = await linksByUse(email, 3);
    expect(usable).toHaveLength(1);
    expect((await accept(usable[0], 'Restored-2026')).status).toBe(200);
    expect((await login(email, 'Restored-2026')).body.user).toMatchObject({ role: 'admin' });
  });

  it('lets one of many parallel accepts of a link through', async () => {
    const admin = await signUp();
    const email = uniqueEmail('parallel');
    const invited = await invite(admin.token, email);
    const { token } = await waitForPasswordLink(email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => accept(token, `Parallel-Pass-${index}00`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await login(email, `Parallel-Pass-${winner}00`)).status).toBe(200);
    expect(await claimOf(email)).toMatchObject({ userId: invited.body.member.id });
  });

  it('leaves nothing half-made when the accept fails after the Cognito user was created', async () => {
    const admin = await signUp();
    const email = uniqueEmail('undo');
    const invited = await invite(admin.token, email);
    const pending = await getUser(invited.body.member.id);
    // Removed while the accept runs: its last step (the transaction) is refused.
    await api('DELETE', `/api/team/members/${invited.body.member.id}`, { token: admin.token });
    await expect(acceptInvite(pending!, 'Half-Made-2026')).rejects.toMatchObject({
      reason: 'member-changed',
    });
    expect(await hasCognitoUser(email)).toBe(false);
    expect(await claimOf(email)).toBeUndefined();
    // The address is free: another account's invite of it can still be accepted.
    const other = await signUp();
    await invite(other.token, email);
    const { usable } = await linksByUse(email, 2);
    expect(usable).toHaveLength(1);
    expect((await accept(usable[0], 'Clean-After-2026')).status).toBe(200);
  });

  it('still withdraws an invite made before the rework (it holds a claim) when its address signs up on its own', async () => {
    const admin = await signUp();
    const email = uniqueEmail('legacy');
    // What an invite wrote before: a passwordless Cognito user, the member under its sub, the claim.
    const sub = await createInvitedIdentity(email);
    await transactWrite([
      {
        Update: {
          TableName: TABLE,
          Key: keys.account(admin.user.account_id),
          UpdateExpression: 'ADD seatsUsed :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: userItem({
            userId: sub,
            email,
            firstName: 'Lee',
            lastName: 'Gacy',
            phone: null,
            accountId: admin.user.account_id,
            role: 'user',
            isOperator: false,
            isActive: true,
            invitePending: true,
            createdAt: new Date().toISOString(),
          }),
        },
      },
      emailClaimPut(email, sub),
    ]);
    expect((await team(admin.token)).plan.seats_used).toBe(2);
    const own = await signUp({ email, company: 'Legacy Roofing' });
    expect(own.user.account_id).not.toBe(admin.user.account_id);
    const after = await team(admin.token);
    expect(after.plan.seats_used).toBe(1);
    expect(after.members.map((member: { email: string }) => member.email)).not.toContain(email);
    expect(await claimOf(email)).toMatchObject({ userId: own.user.id });
  });
});
