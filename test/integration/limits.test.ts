import { randomBytes, randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { login } from '../support/accounts.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';

// Limits that hold (docs/decisions.md): per-address limits count an IPv6 client by its /64, the
// cost-bearing public routes have a daily budget, sign-in backs off instead of locking, and the
// public coupon check no longer answers for an email.

useRuntimeEnvironment();
const { DeleteCommand, PutCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { BUDGET_EXHAUSTED_DETAIL, DAILY_BUDGETS } = await import('../../shared/kernel/daily-budgets.js');
const { redeemCoupon } = await import('../../functions/operations/service/coupons-service.js');

const DAY = 86_400;
/** The contact form's limit per client address an hour. */
const PUBLIC_FORM_LIMIT = 10;

function viewer(address: string): Record<string, string> {
  return { 'cloudfront-viewer-address': address.includes(':') ? `[${address}]:443` : `${address}:443` };
}

/** A /64 of its own (unique-local range): `block(n)` is its n-th address. */
function freshBlock(): (n: number) => string {
  const prefix = randomBytes(7)
    .toString('hex')
    .replace(/(..)(....)(....)(....)/, 'fd$1:$2:$3:$4');
  return (n) => `${prefix}:${n.toString(16)}:${randomBytes(2).toString('hex')}:1:${n.toString(16)}`;
}

/** A contact form a bot filled in (honeypot set): counted against the client's limit, nothing stored. */
function contactForm() {
  return {
    firstName: 'Jo',
    lastName: 'Reed',
    email: uniqueEmail('limits'),
    city: 'Austin',
    phone: '512-555-0100',
    reason: 'pricing_information',
    comments: 'How much?',
    homepage: 'https://spam.example',
  };
}

async function contact(address: string): Promise<number> {
  return (await api('POST', '/api/contact/submit', { body: contactForm(), headers: viewer(address) })).status;
}

describe('per-address limits count an IPv6 client by its /64', () => {
  it('ten addresses of one /64 use up its allowance; the next /64 is another client', async () => {
    const block = freshBlock();
    const statuses: number[] = [];
    for (let n = 1; n <= PUBLIC_FORM_LIMIT + 1; n += 1) statuses.push(await contact(block(n)));
    expect(statuses.slice(0, PUBLIC_FORM_LIMIT).every((status) => status === 201)).toBe(true);
    expect(statuses[PUBLIC_FORM_LIMIT]).toBe(429);
    expect(await contact(freshBlock()(1))).toBe(201);
  });

  it('an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
    const ipv4 = `100.${64 + randomInt(64)}.${randomInt(256)}.${1 + randomInt(254)}`;
    const statuses: number[] = [];
    for (let n = 1; n <= PUBLIC_FORM_LIMIT + 1; n += 1)
      statuses.push(await contact(n % 2 ? `::ffff:${ipv4}` : ipv4));
    expect(statuses.slice(0, PUBLIC_FORM_LIMIT).every((status) => status === 201)).toBe(true);
    expect(statuses[PUBLIC_FORM_LIMIT]).toBe(429);
  });
});

describe('daily budgets of the cost-bearing public routes', () => {
  // Budgets are reached by putting the day's counter at the budget (the file runs alone on the
  // shared runtime), and the counter is removed after each test.
  const spent: { PK: string; SK: string }[] = [];
  afterEach(async () => {
    for (const key of spent.splice(0)) await ddb.send(new DeleteCommand({ TableName: TABLE, Key: key }));
  });

  async function spend(route: keyof typeof DAILY_BUDGETS): Promise<void> {
    const start = Math.floor(Date.now() / 1000 / DAY) * DAY;
    const key = keys.rateLimit(`budget-${route}`, 'all', start);
    spent.push(key);
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...key, hits: DAILY_BUDGETS[route], ttl: start + 2 * DAY },
      }),
    );
  }

  const calls: Record<
    keyof typeof DAILY_BUDGETS,
    (headers: Record<string, string>) => ReturnType<typeof api>
  > = {
    'quick-estimate': (headers) =>
      api('POST', `/api/estimates/quick?address=${encodeURIComponent('12 Budget Lane, Austin, TX')}`, {
        headers,
      }),
    'coupon-validate': (headers) =>
      api('POST', '/api/coupons/validate', { body: { code: 'BUDGET10' }, headers }),
    'payments-checkout': (headers) =>
      api('POST', '/api/payments/checkout', {
        body: {
          package_id: 'starter_presale',
          customer_name: 'Jo Reed',
          customer_email: uniqueEmail('budget'),
          origin_url: 'http://localhost',
        },
        headers,
      }),
  };

  for (const route of Object.keys(calls) as (keyof typeof DAILY_BUDGETS)[]) {
    it(`${route}: once the day's budget is spent, 429 with Retry-After until the next UTC midnight`, async () => {
      await spend(route);
      const answer = await calls[route](viewer(freshBlock()(1)));
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ detail: BUDGET_EXHAUSTED_DETAIL });
      const untilMidnight = DAY - (Math.floor(Date.now() / 1000) % DAY);
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(Math.abs(retryAfter - untilMidnight)).toBeLessThanOrEqual(5);
    });
  }
});

describe('the public coupon check answers for the code, never for an email', () => {
  it('refuses an email (400) and tells nobody that a person already used the code; redemption still does', async () => {
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    const created = await api('POST', '/api/coupons/', {
      token: await operatorToken(),
      body: { code, coupon_type: 'free_beta', max_uses: 10, max_uses_per_user: 1 },
    });
    expect(created.status).toBe(201);
    const email = uniqueEmail('once');
    await redeemCoupon(code, email);
    const headers = viewer(freshBlock()(1));

    const withEmail = await api('POST', '/api/coupons/validate', { body: { code, email }, headers });
    expect(withEmail.status).toBe(400);
    expect(JSON.stringify(withEmail.body)).not.toContain('already');
    const checked = await api('POST', '/api/coupons/validate', { body: { code }, headers });
    expect(checked.body).toMatchObject({ valid: true, reason: null });

    await expect(redeemCoupon(code, email.toUpperCase())).rejects.toThrow('You have already used this code');
  });
});

describe('sign-in backs off instead of locking', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('each failure beyond three doubles a wait (429 with Retry-After, the whole /64 waits); a success resets it', async () => {
    const { email, password } = await signUp();
    const block = freshBlock();
    const from = viewer(block(1));
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await login(email, `wrong-${attempt}`, from)).status).toBe(401);
    const first = await login(email, 'wrong-again', from);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(first.body.detail).toMatch(/^Too many failed sign-in attempts\. Please try again in 1 second/);

    await pause(1100);
    const failedBy = Date.now();
    expect((await login(email, 'wrong-5', from)).status).toBe(401);
    const second = await login(email, password, viewer(block(2)));
    expect(second.status).toBe(429);
    // The wait doubled to 2 s; Retry-After rounds up what is left of it, so a slow round trip on a
    // loaded machine may already have used up to a second of it.
    const elapsed = (Date.now() - failedBy) / 1000;
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(Math.ceil(2 - elapsed));

    await pause(2100);
    expect((await login(email, password, from)).status).toBe(200);
    // The failures in a row ended: three are free again, the fourth starts the wait anew.
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await login(email, `wrong-${attempt}`, from)).status).toBe(401);
    expect((await login(email, password, from)).headers.get('retry-after')).toBe('1');
  });

  it("a stranger's failures never make the owner wait", async () => {
    const { email, password } = await signUp();
    const stranger = viewer(freshBlock()(1));
    for (let attempt = 1; attempt <= 6; attempt += 1) await login(email, `guess-${attempt}`, stranger);
    expect((await login(email, password, stranger)).status).toBe(429);
    expect((await login(email, password, viewer(freshBlock()(1)))).status).toBe(200);
  });
});
