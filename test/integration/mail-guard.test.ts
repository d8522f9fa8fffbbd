import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail, type ApiAnswer } from '../support/api.js';
import { login, waitForPasswordLink } from '../support/accounts.js';
import { measuredEstimate } from '../support/estimates.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import { decide, sentProposalOf } from '../support/projects.js';

// The one send guard of mail on an account's behalf (docs/decisions.md#one-send-guard-for-mail-on-an-accounts-behalf)
// through the local gateway: the cap on every send path, suppression after a bounce and a complaint,
// the pause, a user-role member, a read-only account, and tenancy. Caps are reached by putting the
// day's counter at the cap (the counters the guard takes from), so the file needs no hundreds of sends.

useRuntimeEnvironment();
const { GetCommand, PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { MAIL_CAPS } = await import('../../shared/kernel/plans.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;
const DAY = 86_400;

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    signUp({ first_name: 'Alice', company: 'Alice Roofing' }),
    signUp({ first_name: 'Bob', company: 'Bob Roofing' }),
  ]);
});

/** Puts an account's day counter for one recipient at the (trial) cap. */
async function capReached(account: Account, email: string): Promise<void> {
  const start = Math.floor(Date.now() / 1000 / DAY) * DAY;
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.rateLimit('SEND_RECIPIENT', `${account.user.account_id}#${email.toLowerCase()}`, start),
        hits: MAIL_CAPS.trial.perRecipientPerDay,
        ttl: start + 2 * DAY,
      },
    }),
  );
}

async function mailsTo(email: string): Promise<number> {
  const mails = await sentMails();
  return mails.filter((mail) => mail.to.toLowerCase().split(',').includes(email.toLowerCase())).length;
}

function expectCapped(answer: ApiAnswer, email: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body.detail).toContain(email.toLowerCase());
  expect(answer.body.detail).toMatch(/limit resets at \d{4}-\d{2}-\d{2}T00:00:00\.000Z/);
  const retry = Number(answer.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(DAY);
}

async function samplePdf(account: Account): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Change order', { x: 72, y: 700 });
  const bytes = await pdf.save();
  const form = await api('POST', '/api/documents', { token: account.token, body: { title: 'Change order' } });
  const data = new FormData();
  for (const [name, value] of Object.entries(form.body.upload.fields as Record<string, string>))
    data.set(name, value);
  data.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'file.bin');
  await fetch(form.body.upload.url, { method: 'POST', body: data });
  const confirm = await api('POST', '/api/documents', {
    token: account.token,
    body: { title: 'Change order', upload_key: form.body.upload.key },
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return confirm.body.document.id;
}

describe('the cap on every send path: 429 naming the cap and its reset, nothing queued, nothing changed', () => {
  it('stops the (cap + 1)th free-text message to one address, counted for real', async () => {
    const to = uniqueEmail('probe');
    for (let index = 0; index < MAIL_CAPS.trial.perRecipientPerDay; index += 1) {
      const ok = await api('POST', '/api/communications/send', {
        token: alice.token,
        body: { recipients: [to], subject: 'Hi', body: `Message ${index}` },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }
    expectCapped(
      await api('POST', '/api/communications/send', {
        token: alice.token,
        body: { recipients: [to], subject: 'Hi', body: 'One too many' },
      }),
      to,
    );
  });

  it('status update, proposal (both routes and from a draft), team invite and document signature', async () => {
    const to = uniqueEmail('capped');
    await capReached(alice, to);
    const estimate = await measuredEstimate(alice.token, { customer_email: to });
    const draft = await api('POST', '/api/proposals', {
      token: alice.token,
      body: { estimate_id: estimate.id, customer_email: to, customer_name: 'Dana Fox' },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBeLessThan(300);
    const documentId = await samplePdf(alice);
    const before = await mailsTo(to);
    const proposal = { estimate_id: estimate.id, customer_email: to, customer_name: 'Dana Fox' };
    const probes: [string, string, unknown][] = [
      [
        'POST',
        '/api/communications/send-status-update',
        { customer_email: to, customer_name: 'D', status: 'x' },
      ],
      ['POST', '/api/communications/send-proposal', proposal],
      ['POST', '/api/customer-portal/send-proposal-link', proposal],
      ['PUT', `/api/proposals/${draft.body.id}/status?new_status=sent`, undefined],
      ['POST', '/api/team/members', { first_name: 'Dana', last_name: 'Fox', email: to, role: 'user' }],
      [
        'POST',
        `/api/documents/${documentId}/send-for-signature`,
        { signer_name: 'Dana Fox', signer_email: to },
      ],
    ];
    for (const [method, path, body] of probes)
      expectCapped(await api(method, path, { token: alice.token, body }), to);
    // Nothing half-done: the draft is still a draft, no proposal was made, no member invited, no request sent.
    const proposals = await api('GET', '/api/proposals', { token: alice.token });
    const forEstimate = proposals.body.proposals.filter(
      (item: { estimate_id: string }) => item.estimate_id === estimate.id,
    );
    expect(forEstimate.map((item: { status: string }) => item.status)).toEqual(['draft']);
    const team = await api('GET', '/api/team/members', { token: alice.token });
    expect(team.body.members.map((member: { email: string }) => member.email)).not.toContain(to);
    expect(
      (await api('GET', `/api/documents/${documentId}/signature-status`, { token: alice.token })).status,
    ).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(to)).toBe(before);
  });

  it('a contract signing request (and its resend) leaves the earlier link working', async () => {
    const sale = await sentProposalOf(alice.token);
    await decide(sale.proposalToken, 'accept');
    const first = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await capReached(alice, sale.email);
    expectCapped(
      await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, { token: alice.token }),
      sale.email,
    );
    const token = new URL(first.body.signing_url).pathname.split('/').pop();
    expect((await api('GET', `/api/signing/${token}`)).status).toBe(200);
  });

  it('a project stage change with a status link is refused at the cap, the stage unchanged', async () => {
    const to = uniqueEmail('project');
    const created = await api('POST', '/api/projects', {
      token: alice.token,
      body: {
        name: 'Garage',
        customer_name: 'Pat Doe',
        customer_email: to,
        address: '12 Elm Street, Carmel, IN 46032',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await capReached(alice, to);
    const refused = await api('PUT', `/api/projects/${created.body.id}/status?status=scheduled`, {
      token: alice.token,
    });
    expectCapped(refused, to);
    const project = await api('GET', `/api/projects/${created.body.id}`, { token: alice.token });
    expect(project.body.status).toBe(created.body.status);
  });
});

describe('suppression, pause, roles, plan and tenancy', () => {
  async function sendTo(account: Account, to: string) {
    return api('POST', '/api/communications/send', {
      token: account.token,
      body: { recipients: [to], subject: 'Hi', body: 'There' },
    });
  }

  async function suppressed(account: Account, email: string) {
    return eventually(async () => {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: TABLE, Key: keys.bouncedEmail(account.user.account_id, email) }),
      );
      return Item;
    }, 15_000);
  }

  it('an address that bounced, or complained, gets nothing more from that account, but still from another', async () => {
    const bouncing = uniqueEmail('bounce');
    const complaining = uniqueEmail('complain');
    expect((await sendTo(alice, bouncing)).status).toBe(200);
    expect((await sendTo(alice, complaining)).status).toBe(200);
    expect((await suppressed(alice, bouncing)).reason).toBe('bounced');
    expect((await suppressed(alice, complaining)).reason).toBe('complained');
    const mailed = (await mailsTo(bouncing)) + (await mailsTo(complaining));
    const again = await sendTo(alice, bouncing);
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('bounced permanently');
    const spam = await sendTo(alice, complaining);
    expect(spam.status).toBe(409);
    expect(spam.body.detail).toContain('marked your mail as spam');
    // Tenancy: Alice's suppressions and caps are hers alone.
    expect((await sendTo(bob, complaining)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(bouncing)) + (await mailsTo(complaining))).toBe(mailed + 1);
  });

  it('an account over the bounce threshold is paused, the operators told, and an operator lifts it', async () => {
    const company = `Carol Roofing ${Date.now().toString(36)}`;
    const carol = await signUp({ first_name: 'Carol', company });
    const start = Math.floor(Date.now() / 1000 / (30 * DAY)) * 30 * DAY;
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.rateLimit('MAIL_SENDS', carol.user.account_id, start),
          hits: 99,
          ttl: start + 60 * DAY,
        },
      }),
    );
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.rateLimit('MAIL_BOUNCES', carol.user.account_id, start),
          hits: 4,
          ttl: start + 60 * DAY,
        },
      }),
    );
    expect((await sendTo(carol, uniqueEmail('bounce'))).status).toBe(200);
    const account = await eventually(async () => {
      const { Item } = await ddb.send(
        new GetCommand({ TableName: TABLE, Key: keys.account(carol.user.account_id) }),
      );
      return Item?.mailPausedAt ? Item : undefined;
    }, 15_000);
    expect(account.mailPausedReason).toBe('5 hard bounces in 100 mails (5.0 %)');
    const paused = await sendTo(carol, uniqueEmail('fine'));
    expect(paused.status).toBe(409);
    expect(paused.body.detail).toMatch(/paused/);
    expect((await sendTo(bob, uniqueEmail('fine'))).status).toBe(200);

    // The operators hear of it once, with the reason; the contractor's Communications page shows it.
    const notice = await eventually(async () =>
      (await sentMails()).find((mail) => mail.subject === `New customer mail pause from ${company}`),
    );
    expect(notice.text).toContain('5 hard bounces in 100 mails (5.0 %)');
    const health = await api('GET', '/api/communications/mail-health', { token: carol.token });
    expect(health.body).toMatchObject({
      window_days: 30,
      sends: 100,
      bounces: 5,
      complaints: 0,
      paused_reason: '5 hard bounces in 100 mails (5.0 %)',
    });
    expect(health.body.paused_at).toBe(account.mailPausedAt);

    // Only an operator lists and lifts pauses.
    const operator = await operatorToken();
    const listed = await api('GET', '/api/admin/paused-mail', { token: operator });
    expect(listed.body.accounts).toContainEqual({
      account_id: carol.user.account_id,
      company,
      paused_at: account.mailPausedAt,
      reason: '5 hard bounces in 100 mails (5.0 %)',
    });
    const path = `/api/admin/paused-mail/${carol.user.account_id}`;
    expect((await api('GET', '/api/admin/paused-mail', { token: carol.token })).status).toBe(403);
    expect((await api('DELETE', path, { token: carol.token })).status).toBe(403);
    const lifted = await api('DELETE', path, { token: operator });
    expect(lifted.status).toBe(200);
    expect(lifted.body.message).toBe(`Customer mail of ${company} is sending again.`);
    expect((await api('DELETE', path, { token: operator })).status).toBe(409);
    // The lift is audited once (the refused second one wrote nothing), with the pause it ended.
    const trail = await api('GET', `/api/crm/audit/account/${carol.user.account_id}`, { token: operator });
    expect(trail.body.entries).toEqual([
      expect.objectContaining({
        action: 'customer mail resumed',
        before: {
          mailPausedAt: account.mailPausedAt,
          mailPausedReason: '5 hard bounces in 100 mails (5.0 %)',
        },
        after: { mailPausedAt: null, mailPausedReason: null },
      }),
    ]);
    expect(
      (await api('DELETE', '/api/admin/paused-mail/01JD0000000000000000000000', { token: operator })).status,
    ).toBe(404);
    const after = (await api('GET', '/api/admin/paused-mail', { token: operator })).body.accounts;
    expect(after.map((entry: { account_id: string }) => entry.account_id)).not.toContain(
      carol.user.account_id,
    );

    // Mail flows again, counted in a fresh window (the old bounces do not pause it at the next one).
    expect((await sendTo(carol, uniqueEmail('fine'))).status).toBe(200);
    const fresh = await api('GET', '/api/communications/mail-health', { token: carol.token });
    expect(fresh.body).toMatchObject({ sends: 1, bounces: 0, paused_at: null, paused_reason: null });
  });

  it('a user-role member cannot send free text; a manager can', async () => {
    async function member(role: string) {
      const email = uniqueEmail(role);
      const invited = await api('POST', '/api/team/members', {
        token: bob.token,
        body: { first_name: 'Crew', last_name: 'Member', email, role },
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      const { token } = await waitForPasswordLink(email);
      const password = 'Crew-Pass-2026';
      await api('POST', '/api/auth/password-reset-confirm', { body: { token, new_password: password } });
      return (await login(email, password)).body.access_token as string;
    }
    const [user, manager] = await Promise.all([member('user'), member('manager')]);
    const to = uniqueEmail('text');
    const refused = await api('POST', '/api/communications/send', {
      token: user,
      body: { recipients: [to], subject: 'Hi', body: 'Buy now' },
    });
    expect(refused.status).toBe(403);
    expect(await mailsTo(to)).toBe(0);
    const allowed = await api('POST', '/api/communications/send', {
      token: manager,
      body: { recipients: [to], subject: 'Hi', body: 'Your roof' },
    });
    expect(allowed.status).toBe(200);
  });

  it('a read-only account sends nothing', async () => {
    const dave = await signUp({ first_name: 'Dave', company: 'Dave Roofing' });
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.account(dave.user.account_id),
        UpdateExpression: 'SET trialEndsAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const to = uniqueEmail('readonly');
    const refused = await sendTo(dave, to);
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/free trial ended/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(to)).toBe(0);
  });
});
