import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifySignature } from '../../shared/integrations/signing.js';
import { limitSubject } from '../../shared/kernel/address-block.js';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { uploadLogo } from '../support/accounts.js';
import { htmlBytes, jpegBytes, pngBytes } from '../support/images.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// The website quote widget (docs/product.md#widget) through the local gateway: settings per account,
// the iframe page's frame-ancestors, sessions bound to a website, key rotation, tenancy, limits and
// budgets, the consent record and the lead that becomes a measured estimate with a signed webhook.

useRuntimeEnvironment();
const { DeleteCommand, PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { getWidgetLead } = await import('../../functions/widget/data/widget.js');
const { BUDGET_EXHAUSTED_DETAIL, DAILY_BUDGETS } = await import('../../shared/kernel/daily-budgets.js');
const { hits } = await import('../../functions/platform/data/rate-limit.js');
const {
  WIDGET_ACCOUNT_BUDGET,
  WIDGET_CLIENT_LIMIT,
  WIDGET_KEY_LIMIT,
  NOT_AVAILABLE,
  notListedMessage,
  OUTSIDE_COUNTRY,
  pausedMessage,
} = await import('../../functions/widget/service/quote-service.js');

type Account = Awaited<ReturnType<typeof signUp>>;

const ALICE_SITE = 'https://www.alice-roofing.example';
const ALICE_STAGING = 'http://localhost:4010';
const BOB_SITE = 'https://bob-roofing.example';
const ADDRESS = '418 Juniper Lane, Austin, TX 78704';

/** A client network of its own (the limits count per client). */
function viewer(): Record<string, string> {
  return { 'cloudfront-viewer-address': `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}:443` };
}

async function catalogueLineIds(token: string): Promise<string[]> {
  const answer = await api('GET', '/api/catalogue', { token });
  expect(answer.status).toBe(200);
  return answer.body.catalogue.lines.map((line: { id: string }) => line.id);
}

async function enableWidget(account: Account, origins: string[], showLogo = false): Promise<string> {
  const lineIds = (await catalogueLineIds(account.token)).slice(0, 3);
  const saved = await api('PUT', '/api/widget-settings', {
    token: account.token,
    body: {
      enabled: true,
      origins,
      line_ids: lineIds,
      price_display: 'range',
      headline: 'Your roof price in seconds',
      brand_colour: '#0e7490',
      show_logo: showLogo,
      consent_text: 'I agree that {company} may call, text or email me about my roof quote.',
    },
  });
  expect(saved.status).toBe(200);
  return saved.body.key as string;
}

function frame(key: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${inject('baseUrl')}/api/widget/${key}/frame?${new URLSearchParams(query)}`, {
    headers: { ...viewer(), ...headers },
  });
}

async function session(key: string, origin: string, headers = viewer()) {
  return api('POST', `/api/widget/${key}/sessions`, { body: { origin }, headers });
}

async function startedSession(
  key: string,
  origin: string,
): Promise<{ session: string; origin: string; consent_text: string; logo_url: string | null }> {
  const answer = await session(key, origin);
  expect(answer.status).toBe(200);
  return answer.body;
}

let alice: Account;
let bob: Account;
let aliceKey: string;
let bobKey: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    signUp({ first_name: 'Alice', company: 'Alice Roofing' }),
    signUp({ first_name: 'Bob', company: 'Bob Roofing' }),
  ]);
  aliceKey = await enableWidget(alice, [ALICE_SITE, ALICE_STAGING]);
  bobKey = await enableWidget(bob, [BOB_SITE]);
});

describe('Settings → Website quote', () => {
  it('is for admins, starts off without a key, and refuses a plain-http website that is not localhost', async () => {
    expect((await api('GET', '/api/widget-settings')).status).toBe(401);
    const fresh = await signUp({ company: 'Fresh Roofing' });
    const defaults = await api('GET', '/api/widget-settings', { token: fresh.token });
    expect(defaults.status).toBe(200);
    expect(defaults.body).toMatchObject({
      enabled: false,
      key: null,
      origins: [],
      company_name: 'Fresh Roofing',
    });
    expect(defaults.body.consent_text).toContain('{company}');

    const bad = await api('PUT', '/api/widget-settings', {
      token: fresh.token,
      body: { ...defaults.body, origins: ['http://www.fresh.example'] },
    });
    expect(bad.status).toBe(400);
    const wrongLine = await api('PUT', '/api/widget-settings', {
      token: fresh.token,
      body: {
        enabled: true,
        origins: ['https://fresh.example'],
        line_ids: ['no-such-line'],
        price_display: 'from',
        headline: 'Quote',
        brand_colour: null,
        show_logo: true,
        consent_text: defaults.body.consent_text,
      },
    });
    expect(wrongLine.status).toBe(400);
    expect(wrongLine.body.detail).toBe('line_ids[0]: no such line in your catalogue');
  });
});

describe('the iframe page', () => {
  it("answers each account's own websites in frame-ancestors", async () => {
    const alicePage = await frame(aliceKey, { origin: ALICE_SITE });
    expect(alicePage.status).toBe(200);
    const policy = alicePage.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${ALICE_SITE} ${ALICE_STAGING}`);
    expect(policy).not.toContain(BOB_SITE);
    expect(alicePage.headers.get('x-frame-options')).toBeNull();
    const html = await alicePage.text();
    expect(html).toContain('/widget/frame.js');
    expect(html).not.toMatch(/assets\/index-/);

    const bobPage = await frame(bobKey, { origin: BOB_SITE });
    expect(bobPage.status).toBe(200);
    const ancestors = (bobPage.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(' '))
      .find(([name]) => name === 'frame-ancestors')!
      .slice(1);
    // Bob's website, and our own app for the settings screen's preview: nobody else's.
    expect(ancestors).toEqual([BOB_SITE, new URL(inject('baseUrl')).origin]);
  });

  it('on an unlisted website says so, naming it and where to add it; an unknown key says the tool is not available', async () => {
    const unlisted = await frame(aliceKey, { origin: 'https://copycat.example' });
    expect(unlisted.status).toBe(403);
    const html = await unlisted.text();
    expect(html).toContain('https://copycat.example');
    expect(html).toContain('Settings → Website quote');
    // The message must be able to show wherever the snippet was pasted.
    expect(unlisted.headers.get('content-security-policy')).toContain('frame-ancestors *');

    // The browser's Referer names the framing page, whatever the loader was told.
    const lied = await frame(aliceKey, { origin: ALICE_SITE }, { referer: 'https://copycat.example/quote' });
    expect(lied.status).toBe(403);

    const unknown = await frame('wk_0000000000000000000000000000dead', { origin: ALICE_SITE });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This quote tool is not available');
  });
});

describe('widget sessions', () => {
  it('start only on a listed website, and a session answers only for the website it started on', async () => {
    const refused = await session(aliceKey, 'https://copycat.example');
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(notListedMessage('https://copycat.example'));

    const visit = await startedSession(aliceKey, ALICE_STAGING);
    expect(visit.consent_text).toBe(
      'I agree that Alice Roofing may call, text or email me about my roof quote.',
    );
    const elsewhere = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: ADDRESS },
      headers: viewer(),
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.detail).toBe('This quote session was started on another website.');
  });

  it("never reach another account's data: a session and a lead answer only under their own key", async () => {
    const aliceVisit = await startedSession(aliceKey, ALICE_SITE);
    const quote = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: aliceVisit.session, origin: ALICE_SITE, address: ADDRESS },
      headers: viewer(),
    });
    expect(quote.status).toBe(200);
    const viaBob = await api('POST', `/api/widget/${bobKey}/quotes/${quote.body.lead_id}/confirm`, {
      body: { session: aliceVisit.session, origin: ALICE_SITE },
    });
    expect(viaBob.status).toBe(404);
    const bobVisit = await startedSession(bobKey, BOB_SITE);
    const bobsLead = await api('POST', `/api/widget/${bobKey}/quotes/${quote.body.lead_id}/confirm`, {
      body: { session: bobVisit.session, origin: BOB_SITE },
    });
    expect(bobsLead.status).toBe(404);
  });

  it('stop with a rotated key: the old key answers 404 with detail, the new one works', async () => {
    const carol = await signUp({ company: 'Carol Roofing' });
    const oldKey = await enableWidget(carol, [ALICE_SITE]);
    const visit = await startedSession(oldKey, ALICE_SITE);
    const rotated = await api('POST', '/api/widget-settings/rotate-key', { token: carol.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.key).not.toBe(oldKey);

    const old = await session(oldKey, ALICE_SITE);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ detail: NOT_AVAILABLE });
    const oldVisit = await api('POST', `/api/widget/${oldKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: ADDRESS },
    });
    expect(oldVisit.status).toBe(404);
    // A visit of the old key is not one of the new key's either.
    const crossed = await api('POST', `/api/widget/${rotated.body.key}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: ADDRESS },
    });
    expect(crossed.status).toBe(404);
    expect((await frame(oldKey, { origin: ALICE_SITE })).status).toBe(404);
    expect((await session(rotated.body.key, ALICE_SITE)).status).toBe(200);
  });
});

/** The settings screen's two-step upload: a presigned form, the bytes straight to S3, then confirm. */
async function uploadWidgetLogo(token: string, bytes: Buffer) {
  const target = await api('POST', '/api/widget-settings/logo/upload-url', { token });
  expect(target.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.body.fields as Record<string, string>))
    form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  const storage = await fetch(target.body.upload_url, { method: 'POST', body: form });
  await storage.arrayBuffer();
  expect(storage.status).toBeLessThan(300);
  return { key: target.body.key as string };
}

async function download(url: string): Promise<Buffer> {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe("the widget's own logo", () => {
  it('is checked by its bytes, shown in the frame instead of the company logo, and removable', async () => {
    const erin = await signUp({ company: 'Erin Roofing' });
    const key = await enableWidget(erin, [ALICE_SITE], true);
    const company = await uploadLogo(erin.token, {
      bytes: jpegBytes(),
      name: 'logo.jpg',
      type: 'image/jpeg',
    });
    expect(company.status).toBe(200);

    // An HTML page named logo.png is refused by its bytes, and the widget keeps no logo.
    const fake = await uploadWidgetLogo(erin.token, htmlBytes());
    const refused = await api('POST', '/api/widget-settings/logo/confirm', {
      token: erin.token,
      body: { key: fake.key },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Only PNG and JPG files are allowed');
    expect((await api('GET', '/api/widget-settings', { token: erin.token })).body.logo_url).toBeNull();
    expect(
      await download(((await startedSession(key, ALICE_SITE)) as { logo_url: string }).logo_url),
    ).toEqual(jpegBytes());

    const png = pngBytes();
    const staged = await uploadWidgetLogo(erin.token, png);
    const saved = await api('POST', '/api/widget-settings/logo/confirm', {
      token: erin.token,
      body: { key: staged.key },
    });
    expect(saved.status).toBe(200);
    expect(await download(saved.body.logo_url)).toEqual(png);
    // Saving the settings again keeps it.
    expect(await enableWidget(erin, [ALICE_SITE], true)).toBe(key);
    const visit = await startedSession(key, ALICE_SITE);
    expect(await download(visit.logo_url!)).toEqual(png);

    const removed = await api('DELETE', '/api/widget-settings/logo', { token: erin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.logo_url).toBeNull();
    const after = await startedSession(key, ALICE_SITE);
    expect(await download(after.logo_url!)).toEqual(jpegBytes());
  });

  it("never takes another account's upload: a staged key of another account is 404 and changes nothing", async () => {
    const owner = await signUp({ company: 'Owner Roofing' });
    await enableWidget(owner, [BOB_SITE]);
    const intruder = await signUp({ company: 'Intruder Roofing' });
    await enableWidget(intruder, [ALICE_SITE]);
    const staged = await uploadWidgetLogo(owner.token, pngBytes());
    const stolen = await api('POST', '/api/widget-settings/logo/confirm', {
      token: intruder.token,
      body: { key: staged.key },
    });
    expect(stolen.status).toBe(404);
    expect((await api('GET', '/api/widget-settings', { token: intruder.token })).body.logo_url).toBeNull();
    // The owner's upload is still there to confirm.
    const mine = await api('POST', '/api/widget-settings/logo/confirm', {
      token: owner.token,
      body: { key: staged.key },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.logo_url).not.toBeNull();
  });
});

describe('an account whose plan stops paid actions', () => {
  it('refuses a visit with a friendly message, and a visit already started measures nothing', async () => {
    const dana = await signUp({ company: 'Dana Roofing' });
    const accountId = dana.user.account_id as string;
    const key = await enableWidget(dana, [ALICE_SITE]);
    const earlier = await startedSession(key, ALICE_SITE);
    // The trial ended a minute ago: the account is read-only (docs/product.md#plan-enforcement).
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET trialEndsAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );

    const refused = await session(key, ALICE_SITE);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: pausedMessage('Dana Roofing') });
    expect(refused.body.detail).not.toMatch(/billing|trial|subscri|payment/i);

    const page = await frame(key, { origin: ALICE_SITE });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain(JSON.stringify(pausedMessage('Dana Roofing')).slice(1, -1));
    expect(html).toContain('"session":null');

    const quote = await api('POST', `/api/widget/${key}/quotes`, {
      body: { session: earlier.session, origin: ALICE_SITE, address: ADDRESS },
      headers: viewer(),
    });
    expect(quote.status).toBe(403);
    expect(quote.body.detail).toBe(pausedMessage('Dana Roofing'));
    // Nothing was measured or spent: neither the account's daily budget nor the key's hourly limit moved.
    expect(await hits(WIDGET_ACCOUNT_BUDGET, accountId)).toBe(0);
    expect(await hits(WIDGET_KEY_LIMIT, key)).toBe(0);
  });
});

describe('limits and budgets', () => {
  const DAY = 86_400;
  const written: { PK: string; SK: string }[] = [];
  afterEach(async () => {
    for (const key of written.splice(0)) await ddb.send(new DeleteCommand({ TableName: TABLE, Key: key }));
  });

  async function fill(
    scope: string,
    subject: string,
    windowSeconds: number,
    hits: number,
    offsetSeconds = 0,
  ): Promise<void> {
    const start = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds + offsetSeconds;
    const key = keys.rateLimit(scope, subject, start);
    written.push(key);
    await ddb.send(
      new PutCommand({ TableName: TABLE, Item: { ...key, hits, ttl: start + 2 * windowSeconds } }),
    );
  }

  async function quote(headers: Record<string, string>) {
    const visit = await startedSession(aliceKey, ALICE_SITE);
    return api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: ADDRESS },
      headers,
    });
  }

  it('a client network over its limit gets 429 with when to retry; an IPv6 client counts by its /64', async () => {
    const prefix = `fd${randomBytes(1).toString('hex')}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    // This window and the next, so a turn of the window between the two calls cannot empty it; the /64
    // written as the route counts it (no leading zeros).
    for (const offset of [0, WIDGET_CLIENT_LIMIT.windowSeconds])
      await fill(
        WIDGET_CLIENT_LIMIT.scope,
        limitSubject(`${prefix}:1:2:3:4`),
        WIDGET_CLIENT_LIMIT.windowSeconds,
        WIDGET_CLIENT_LIMIT.limit,
        offset,
      );
    const answer = await quote({ 'cloudfront-viewer-address': `[${prefix}:9:8:7:6]:443` });
    expect(answer.status).toBe(429);
    expect(answer.body.detail).toBe(WIDGET_CLIENT_LIMIT.message);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("the account's daily budget, and the platform's shared with the quick estimate, refuse with 429", async () => {
    const me = await api('GET', '/api/auth/me', { token: alice.token });
    const accountId = me.body.account_id ?? alice.user.account_id;
    await fill(WIDGET_ACCOUNT_BUDGET.scope, accountId, DAY, WIDGET_ACCOUNT_BUDGET.limit);
    const account = await quote(viewer());
    expect(account.status).toBe(429);
    expect(account.body.detail).toBe(WIDGET_ACCOUNT_BUDGET.message);
    await ddb.send(new DeleteCommand({ TableName: TABLE, Key: written.pop()! }));

    await fill('budget-quick-estimate', 'all', DAY, DAILY_BUDGETS['quick-estimate']);
    const platform = await quote(viewer());
    expect(platform.status).toBe(429);
    expect(platform.body.detail).toBe(BUDGET_EXHAUSTED_DETAIL);
  });
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

describe('a homeowner’s quote', () => {
  const received: Received[] = [];
  let server: Server;
  let secret: string;
  let failedOnce = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        // The first delivery of lead.created fails, so the queue retries it.
        const fail = !failedOnce && (JSON.parse(body) as { type: string }).type === 'lead.created';
        failedOnce ||= fail;
        res.writeHead(fail ? 500 : 200);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    const made = await api('POST', '/api/webhook-endpoints', {
      token: alice.token,
      body: { url, events: ['lead.address_entered', 'lead.created'] },
    });
    expect(made.status).toBe(201);
    secret = made.body.secret;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('address → home confirmed → prices → contact: a measured estimate from the website, consent kept word for word', async () => {
    const client = viewer();
    const visit = await startedSession(aliceKey, ALICE_SITE);
    const quote = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: ADDRESS },
      headers: client,
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ found: true, confidence: 'high' });
    expect(quote.body.roof.outlines.length).toBeGreaterThan(0);

    const prices = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/confirm`, {
      body: { session: visit.session, origin: ALICE_SITE },
      headers: client,
    });
    expect(prices.status).toBe(200);
    expect(prices.body.options.length).toBeGreaterThan(0);
    for (const option of prices.body.options) {
      expect(option.low_cents).toBeLessThan(option.final_cents);
      expect(option.high_cents).toBeGreaterThan(option.final_cents);
    }
    const optionId = prices.body.options[0]?.id ?? null;

    const badFields = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/contact`, {
      body: {
        session: visit.session,
        origin: ALICE_SITE,
        name: '',
        email: 'not-an-email',
        phone: '12',
        preferred_contact: 'phone',
        consent: true,
        option_id: optionId,
        page_url: `${ALICE_SITE}/quote`,
      },
      headers: client,
    });
    expect(badFields.status).toBe(400);
    expect(badFields.body.errors.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining(['name', 'email', 'phone']),
    );

    const contact = {
      session: visit.session,
      origin: ALICE_SITE,
      name: 'Dana Whitfield',
      email: 'Dana.Whitfield@homeowner.example',
      phone: '(512) 555-0142',
      preferred_contact: 'text',
      consent: true,
      option_id: optionId,
      page_url: `${ALICE_SITE}/free-quote?utm=spring`,
    };
    const sent = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/contact`, {
      body: contact,
      headers: client,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toContain('Alice Roofing');
    // Sent twice (a double click), stored once.
    expect(
      (
        await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/contact`, {
          body: contact,
          headers: client,
        })
      ).status,
    ).toBe(200);

    const accountId = alice.user.account_id as string;
    const lead = await getWidgetLead(accountId, quote.body.lead_id);
    expect(lead?.contact?.consent).toEqual({
      text: 'I agree that Alice Roofing may call, text or email me about my roof quote.',
      ip: client['cloudfront-viewer-address'].replace(/:443$/, ''),
      at: expect.any(String),
      pageUrl: `${ALICE_SITE}/free-quote?utm=spring`,
    });

    const estimate = await api('GET', `/api/estimates/${lead!.estimateId}`, { token: alice.token });
    expect(estimate.status).toBe(200);
    expect(estimate.body).toMatchObject({
      source: 'website',
      customer_first_name: 'Dana',
      customer_last_name: 'Whitfield',
      customer_email: 'dana.whitfield@homeowner.example',
      customer_phone: '(512) 555-0142',
      measurement_status: 'measured',
    });
    expect(estimate.body.measurement).not.toBeNull();
    expect(estimate.body.offer.recommended_line_id).toBe(optionId);
    const list = await api('GET', '/api/estimates?status=all', { token: alice.token });
    expect(list.body.estimates.filter((row: { id: string }) => row.id === lead!.estimateId)).toHaveLength(1);

    // The contractor's mail, recorded as a communication of the estimate; nothing to the homeowner.
    const mail = await eventually(async () =>
      (await sentMails()).find(
        (item) => item.subject?.startsWith('New website quote') && item.to.includes(alice.email),
      ),
    );
    expect(mail).toBeDefined();
    expect((await sentMails()).some((item) => item.to.includes('dana.whitfield@homeowner.example'))).toBe(
      false,
    );
    const comms = await eventually(async () => {
      const answer = await api('GET', `/api/communications?estimate_id=${lead!.estimateId}`, {
        token: alice.token,
      });
      return answer.body.communications?.length ? answer.body.communications : undefined;
    });
    expect(comms).toHaveLength(1);

    // lead.created reached the receiver signed, once, after a forced retry (the first answer was 500).
    const created = await eventually(async () => {
      const hits = received.filter((request) => JSON.parse(request.body).type === 'lead.created');
      return hits.length >= 2 ? hits : undefined;
    }, 20_000);
    const ids = new Set(created.map((request) => request.headers['ridgeline-event-id']));
    expect(ids.size).toBe(1);
    const event = JSON.parse(created[1].body);
    expect(event.data).toMatchObject({ lead_id: quote.body.lead_id, name: 'Dana Whitfield' });
    expect(
      await verifySignature(String(created[1].headers['ridgeline-signature']), created[1].body, secret),
    ).toBe('ok');
    expect(received.some((request) => JSON.parse(request.body).type === 'lead.address_entered')).toBe(true);

    const funnel = await api('GET', '/api/widget-settings/funnel', { token: alice.token });
    expect(funnel.status).toBe(200);
    const counts = Object.fromEntries(
      funnel.body.steps.map((step: { step: string; count: number }) => [step.step, step.count]),
    );
    expect(counts.views).toBeGreaterThanOrEqual(counts.addresses);
    expect(counts.addresses).toBeGreaterThanOrEqual(1);
    expect(counts.contacts).toBe(1);
  });

  it('a filled honeypot is thanked like anyone and nothing is kept', async () => {
    const visit = await startedSession(aliceKey, ALICE_SITE);
    const quote = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: ADDRESS, website: 'https://spam.example' },
      headers: viewer(),
    });
    expect(quote.status).toBe(200);
    expect(quote.body.found).toBe(false);
    expect(await getWidgetLead(alice.user.account_id as string, quote.body.lead_id)).toBeUndefined();
  });

  it('an address with no roof gets a friendly message and nothing priced', async () => {
    const visit = await startedSession(aliceKey, ALICE_SITE);
    const quote = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: '9 Vacant Lot Road, Austin, TX' },
      headers: viewer(),
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ found: false, outside_country: false, roof: null });
    expect(quote.body.message).toContain('could not find a roof');
    const prices = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/confirm`, {
      body: { session: visit.session, origin: ALICE_SITE },
    });
    expect(prices.body.options).toEqual([]);
  });

  it('an address abroad is told apart from "not found": the country served is named, contact only, nothing priced', async () => {
    const visit = await startedSession(aliceKey, ALICE_SITE);
    // The local Geocoding stand-in places an address ending in a British postcode in the United Kingdom.
    const quote = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: '10 Downing Street, London SW1A 2AA' },
      headers: viewer(),
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ found: false, outside_country: true, roof: null, confidence: null });
    expect(quote.body.message).toBe(OUTSIDE_COUNTRY);
    expect(quote.body.message).toContain('outside the United States');
    const prices = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/confirm`, {
      body: { session: visit.session, origin: ALICE_SITE },
    });
    expect(prices.body).toMatchObject({ options: [], message: OUTSIDE_COUNTRY });
    const sent = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/contact`, {
      body: {
        session: visit.session,
        origin: ALICE_SITE,
        name: 'Jamie Hart',
        email: 'jamie.hart@homeowner.example',
        phone: '+44 20 7946 0958',
        preferred_contact: 'email',
        consent: true,
        option_id: null,
        page_url: ALICE_SITE,
      },
      headers: viewer(),
    });
    expect(sent.status).toBe(200);
    const lead = await getWidgetLead(alice.user.account_id as string, quote.body.lead_id);
    const estimate = await api('GET', `/api/estimates/${lead!.estimateId}`, { token: alice.token });
    expect(estimate.body).toMatchObject({ source: 'website', measurement: null });
    expect(estimate.body.measurement_error).toContain('outside the United States');
  });

  it('a match that is not rooftop-precise shows the roof but no price; the lead waits for the contractor to measure', async () => {
    const visit = await startedSession(aliceKey, ALICE_SITE);
    // The local Geocoding stand-in places this address by interpolation, not to the rooftop.
    const quote = await api('POST', `/api/widget/${aliceKey}/quotes`, {
      body: { session: visit.session, origin: ALICE_SITE, address: '134 Maple Court, Austin, TX 78704' },
      headers: viewer(),
    });
    expect(quote.body).toMatchObject({ found: true, confidence: 'low' });
    expect(quote.body.roof).not.toBeNull();
    const prices = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/confirm`, {
      body: { session: visit.session, origin: ALICE_SITE },
    });
    expect(prices.status).toBe(200);
    expect(prices.body.options).toEqual([]);
    expect(prices.body.message).toContain('enough certainty');
    const sent = await api('POST', `/api/widget/${aliceKey}/quotes/${quote.body.lead_id}/contact`, {
      body: {
        session: visit.session,
        origin: ALICE_SITE,
        name: 'Morgan Lee',
        email: 'morgan.lee@homeowner.example',
        phone: '512 555 0177',
        preferred_contact: 'email',
        consent: true,
        option_id: null,
        page_url: ALICE_SITE,
      },
      headers: viewer(),
    });
    expect(sent.status).toBe(200);
    const lead = await getWidgetLead(alice.user.account_id as string, quote.body.lead_id);
    const estimate = await api('GET', `/api/estimates/${lead!.estimateId}`, { token: alice.token });
    expect(estimate.body).toMatchObject({
      source: 'website',
      measurement_status: 'failed',
      measurement: null,
    });
    expect(estimate.body.measurement_error).toContain('could not match this address');
  });
});
