import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { login, waitForPasswordLink } from '../support/accounts.js';
import { confirmationTokenFor } from '../support/signup-flow.js';
import { queuesDrained } from '../support/queues.js';

// Sign-up limits and the sessions a password change, a reset and a logout end.

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const LOGIN_THROTTLED =
  /^Too many failed sign-in attempts\. Please try again in \d+ (second|seconds|minutes), or reset your password\.$/;

/** Waits until the clock has passed into the next whole second (sessions end per second). */
async function nextSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
}

/** Runs `tasks` with at most `width` at once, keeping their order. */
async function inBatches<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += width)
    results.push(...(await Promise.all(tasks.slice(start, start + width).map((task) => task()))));
  return results;
}

describe('POST /api/auth/signup limits', () => {
  it('refuses the 11th sign-up of an hour from one client address, mailing nothing for it', async () => {
    const headers = clientAddressHeader();
    const since = Math.floor(Date.now() / 1000) - 1;
    const emails = Array.from({ length: 11 }, () => uniqueEmail('per-address'));
    const answers = await inBatches(
      emails.map(
        (email) => () =>
          api('POST', '/api/auth/signup', {
            body: { email, password: 'Shingle-2026', first_name: 'A', last_name: 'B' },
            headers,
          }),
      ),
      4,
    );
    // Counted atomically: whichever request came 11th, exactly one of the eleven is refused.
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(10);
    const refusedAt = answers.findIndex((answer) => answer.status === 429);
    expect(answers[refusedAt].body).toEqual({
      detail: 'Too many sign-ups from your network. Please wait an hour and try again.',
    });
    // Another address still signs up.
    const other = await api('POST', '/api/auth/signup', {
      body: { email: uniqueEmail('other'), password: 'Shingle-2026', first_name: 'A', last_name: 'B' },
      headers: clientAddressHeader(),
    });
    expect(other.status).toBe(202);
    const accepted = emails.filter((_, index) => index !== refusedAt);
    await eventually(async () => confirmationTokenFor(inject('mailViewerUrl'), accepted[9], since));
    expect(await confirmationTokenFor(inject('mailViewerUrl'), emails[refusedAt], since)).toBeUndefined();
  });

  it('refuses the 201st sign-up of an hour for one email domain, from any address', async () => {
    const domain = `d${randomBytes(4).toString('hex')}.example.org`;
    // One address per 10 requests stays under the per-address limit; one email keeps the mails at 3.
    const body = { email: `owner@${domain}`, password: 'Shingle-2026', first_name: 'A', last_name: 'B' };
    const addresses = Array.from({ length: 20 }, clientAddressHeader);
    const answers = await inBatches(
      Array.from(
        { length: 200 },
        (_, index) => () => api('POST', '/api/auth/signup', { body, headers: addresses[index % 20] }),
      ),
      20,
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(200);
    const refused = await api('POST', '/api/auth/signup', {
      body: { ...body, email: `someone.else@${domain.toUpperCase()}` },
      headers: clientAddressHeader(),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(
      'Too many sign-ups for this email domain right now. Please try again in an hour.',
    );
    // Three links at most were mailed to that one address, whatever the number of requests.
    await queuesDrained();
    const mailed = (await sentMails()).filter((mail) => mail.to.includes(`owner@${domain}`));
    expect(mailed.length).toBe(3);
    // Another domain is not affected.
    const elsewhere = await api('POST', '/api/auth/signup', {
      body: { ...body, email: uniqueEmail('elsewhere') },
      headers: clientAddressHeader(),
    });
    expect(elsewhere.status).toBe(202);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its refresh and access tokens stop working; another session stays; a second logout is harmless', async () => {
    const account = await signUp();
    const renewed = await api('POST', '/api/auth/refresh', { body: { refresh_token: account.refreshToken } });
    expect(renewed.status).toBe(200);
    // Another device signs in the next second (sessions are told apart by their sign-in second).
    await nextSecond();
    const other = await login(account.email, account.password);
    expect(other.status).toBe(200);

    const out = await api('POST', '/api/auth/logout', {
      body: { refresh_token: account.refreshToken, access_token: renewed.body.access_token },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You have been signed out.' });
    const again = await api('POST', '/api/auth/refresh', { body: { refresh_token: account.refreshToken } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ detail: SESSION_EXPIRED });
    // Both access tokens of the signed-out session are refused now, not when they expire.
    for (const token of [account.token, renewed.body.access_token])
      expect((await api('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await api('GET', '/api/auth/me', { token: other.body.access_token })).status).toBe(200);

    expect(
      (await api('POST', '/api/auth/logout', { body: { refresh_token: account.refreshToken } })).status,
    ).toBe(200);
    expect((await api('POST', '/api/auth/logout', { body: {} })).status).toBe(400);
    expect(
      (await api('POST', '/api/auth/logout', { body: { refresh_token: 'x', user_id: 'y' } })).status,
    ).toBe(400);
  });

  it("an access token of another user's session is not ended by someone else's logout", async () => {
    const mine = await signUp();
    const theirs = await signUp();
    const out = await api('POST', '/api/auth/logout', {
      body: { refresh_token: mine.refreshToken, access_token: theirs.token },
    });
    expect(out.status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: theirs.token })).status).toBe(200);
  });
});

describe('sign-out everywhere on POST /api/auth/change-password and POST /api/auth/password-reset-confirm', () => {
  it('a password change ends every session: this one and another device, access and refresh alike', async () => {
    const account = await signUp();
    const other = await login(account.email, account.password);
    expect(other.status).toBe(200);
    await nextSecond();
    const wrong = await api('POST', '/api/auth/change-password', {
      token: account.token,
      body: {
        current_password: 'not-it-at-all',
        new_password: 'Fresh-Ridge-77',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Current password is incorrect.');
    // A refused change ended nothing.
    expect((await api('GET', '/api/auth/me', { token: other.body.access_token })).status).toBe(200);

    const changed = await api('POST', '/api/auth/change-password', {
      token: account.token,
      body: {
        current_password: account.password,
        new_password: 'Fresh-Ridge-77',
      },
    });
    expect(changed.status).toBe(200);
    for (const token of [account.token, other.body.access_token])
      expect((await api('GET', '/api/auth/me', { token })).status).toBe(401);
    for (const refreshToken of [account.refreshToken, other.body.refresh_token]) {
      const renewed = await api('POST', '/api/auth/refresh', { body: { refresh_token: refreshToken } });
      expect(renewed.status).toBe(401);
      expect(renewed.body.detail).toBe(SESSION_EXPIRED);
    }
    const again = await login(account.email, 'Fresh-Ridge-77');
    expect(again.status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: again.body.access_token })).status).toBe(200);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refresh_token: again.body.refresh_token } })).status,
    ).toBe(200);
  });

  it('a password reset ends every session of that user, and only of that user', async () => {
    const account = await signUp();
    const bystander = await signUp();
    await nextSecond();
    await api('POST', '/api/auth/password-reset-request', {
      body: { email: account.email },
      headers: clientAddressHeader(),
    });
    const { token } = await waitForPasswordLink(account.email);
    const reset = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token, new_password: 'Reset-Ridge-88' },
    });
    expect(reset.status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: account.token })).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/refresh', { body: { refresh_token: account.refreshToken } })).status,
    ).toBe(401);
    expect((await api('GET', '/api/auth/me', { token: bystander.token })).status).toBe(200);
    const again = await login(account.email, 'Reset-Ridge-88');
    expect(again.status).toBe(200);
    expect((await api('GET', '/api/auth/me', { token: again.body.access_token })).status).toBe(200);
  });
});

describe('POST /api/auth/login back-off counts an attempt before trying it', () => {
  it('of 15 parallel wrong passwords for one email from one address, at most 4 are tried, the rest wait (429)', async () => {
    const { email, password } = await signUp();
    const from = clientAddressHeader();
    const answers = await Promise.all(Array.from({ length: 15 }, () => login(email, 'wrong-password', from)));
    const statuses = answers.map((answer) => answer.status);
    const tried = statuses.filter((status) => status === 401).length;
    // Three free failures, and the fourth starts a wait: parallel guesses cannot pass it.
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(tried).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - tried);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.detail).toMatch(LOGIN_THROTTLED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Nobody elsewhere can make the owner wait: from another address the right password works.
    expect((await login(email, password, clientAddressHeader())).status).toBe(200);
  });

  it('of 60 parallel wrong sign-ins from one address, at most 21 are tried; successes do not count', async () => {
    const headers = clientAddressHeader();
    const { email, password } = await signUp();
    // Three good sign-ins first: given back, they leave the address's free failures whole.
    for (let index = 0; index < 3; index += 1)
      expect((await login(email, password, headers)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => login(uniqueEmail('guess'), 'wrong-password', headers)),
    );
    const statuses = answers.map((answer) => answer.status);
    const tried = statuses.filter((status) => status === 401).length;
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(tried).toBeLessThanOrEqual(21);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - tried);
  });
});

describe('an invite does not claim its address until accepted (POST /api/team/members, POST /api/auth/signup)', () => {
  function invite(token: string, email: string) {
    return api('POST', '/api/team/members', {
      token,
      body: { first_name: 'Casey', last_name: 'Morgan', email, role: 'user' },
    });
  }

  it('an invitee who signs up on their own gets their own account; the unaccepted invite stays, its accept refused', async () => {
    const admin = await signUp();
    const email = uniqueEmail('invitee');
    expect((await invite(admin.token, email)).status).toBe(201);
    const { token: inviteToken } = await waitForPasswordLink(email);
    const team = async () => (await api('GET', '/api/team/members', { token: admin.token })).body;
    expect((await team()).plan.seats_used).toBe(2);

    // The invited address signs up elsewhere: the form mails a link (not the "already registered" note).
    const own = await signUp({ email, company: 'Morgan Roofing' });
    expect(own.user).toMatchObject({ email, role: 'admin', company: 'Morgan Roofing' });
    expect(own.user.account_id).not.toBe(admin.user.account_id);
    // The invite held no claim, so the sign-up never met it: it stays listed (the admin may remove
    // it), and its link explains why it cannot be accepted; nothing changes by trying.
    const after = await team();
    expect(after.plan.seats_used).toBe(2);
    expect(after.members.find((member: { email: string }) => member.email === email).status).toBe('invited');
    const refused = await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: inviteToken, new_password: 'Invite-Ridge-99' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'This email already has a Ridgeline account. Sign in, or ask your admin to invite another address.',
    );
    expect((await login(email, 'Invite-Ridge-99')).status).toBe(401);
    const signedIn = await login(email, own.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.account_id).toBe(own.user.account_id);
    // Inviting that address again is answered like any invite (a fresh link, refused the same way).
    const again = await invite(admin.token, email);
    expect(again.status).toBe(201);
    expect(again.body.member.status).toBe('invited');
  });

  it('an accepted invite owns its address: a later sign-up only mails its owner', async () => {
    const admin = await signUp();
    const email = uniqueEmail('accepted');
    await invite(admin.token, email);
    const { token } = await waitForPasswordLink(email);
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token, new_password: 'Invite-Ridge-99' },
        })
      ).status,
    ).toBe(200);
    const since = Math.floor(Date.now() / 1000) - 1;
    const answer = await api('POST', '/api/auth/signup', {
      body: { email, password: 'Other-pass-123', first_name: 'A', last_name: 'B' },
      headers: clientAddressHeader(),
    });
    expect(answer.status).toBe(202);
    await eventually(async () =>
      (await sentMails()).find(
        (mail) =>
          mail.to.includes(email) && mail.subject === 'Someone tried to sign up with your email address',
      ),
    );
    expect(await confirmationTokenFor(inject('mailViewerUrl'), email, since)).toBeUndefined();
    const member = await login(email, 'Invite-Ridge-99');
    expect(member.status).toBe(200);
    expect(member.body.user.account_id).toBe(admin.user.account_id);
  });
});
