import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, signUp, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import { advanceStripeClock, payHostedCheckout, trialEndsIn } from '../support/stripe.js';
import { PLANS } from '../../shared/kernel/plans.js';

// The operator's tools (docs/product.md#operations): Platform Users with plan and billing state,
// search and access changes; who redeemed a coupon; a coupon's discount duration over months.

useRuntimeEnvironment();

let operator: string;
let counter = 0;

beforeAll(async () => {
  operator = await operatorToken();
});

/** A new coupon code no other run used. */
function freshCode(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${counter}`;
}

async function createCoupon(body: Record<string, unknown>): Promise<{ id: string; code: string }> {
  const code = freshCode('OPS');
  const made = await api('POST', '/api/coupons/', { token: operator, body: { code, ...body } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.id, code };
}

/** A trial admin who subscribed to Pro monthly through Checkout, with `coupon` if given. */
async function subscribed(coupon?: string) {
  const admin = await signUp({ email: uniqueEmail('ops-sub'), company: `Ops Sub ${freshCode('C')}` });
  await trialEndsIn(admin.user.account_id, 3_600_000);
  const started = await api('POST', '/api/subscriptions/checkout', {
    token: admin.token,
    body: { tier: 'pro', billing_cycle: 'monthly', ...(coupon && { coupon_code: coupon }) },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect((await payHostedCheckout(started.body.checkout_url, '4242424242424242', admin.email)).status).toBe(
    303,
  );
  await eventually(async () => {
    const me = await api('GET', '/api/subscriptions/me', { token: admin.token });
    return me.body.status === 'active' && me.body;
  });
  return admin;
}

/** The amounts (dollars) of an account's invoices, oldest first. */
async function invoiceAmounts(token: string): Promise<number[]> {
  const list = await api('GET', '/api/subscriptions/invoices?limit=24', { token });
  expect(list.status).toBe(200);
  return (list.body.invoices as { number: string; amount: number }[])
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((invoice) => invoice.amount);
}

/** Every user that `GET /api/auth/users?q=` answers for `query`, all pages. */
async function search(query: string) {
  const users = [];
  let cursor: string | null = null;
  do {
    const path: string = `/api/auth/users?q=${encodeURIComponent(query)}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await api('GET', path, { token: operator });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    users.push(...page.body.users);
    cursor = page.body.next_cursor;
  } while (cursor);
  return users;
}

describe('GET /api/auth/users: plan, billing state and search', () => {
  it('names each user’s plan and billing state, finds users by email, name or company, and shows an access change', async () => {
    const tag = freshCode('ZQ').toLowerCase();
    const trial = await signUp({
      email: uniqueEmail(`trial-${tag}`),
      first_name: 'Quinn',
      last_name: `Harlow${tag}`,
      company: `Harlow Roofing ${tag}`,
    });
    const paying = await subscribed();

    const byEmail = await search(trial.email.toUpperCase());
    expect(byEmail).toHaveLength(1);
    expect(byEmail[0]).toMatchObject({
      id: trial.user.id,
      plan: 'pro',
      plan_state: 'trial',
      cancel_at_period_end: false,
      beta_access: false,
      coupon_code: null,
    });
    expect(Date.parse(byEmail[0].billing_until)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect((await search(`quinn harlow${tag}`)).map((user) => user.id)).toEqual([trial.user.id]);
    expect((await search(`harlow roofing ${tag}`)).map((user) => user.id)).toEqual([trial.user.id]);
    expect(await search(`nobody-${tag}`)).toEqual([]);

    const [payer] = await search(paying.email);
    expect(payer).toMatchObject({ plan: 'pro', plan_state: 'active', cancel_at_period_end: false });
    expect(Date.parse(payer.billing_until)).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // A search is operator-only, like the list, and its length is bounded.
    expect((await api('GET', '/api/auth/users?q=a', { token: trial.token })).status).toBe(403);
    const long = await api('GET', `/api/auth/users?q=${'x'.repeat(101)}`, { token: operator });
    expect(long.status).toBe(400);

    // The row action: an invited member's access removed, then given back.
    const invite = await api('POST', '/api/team/members', {
      token: trial.token,
      body: { email: uniqueEmail(`member-${tag}`), first_name: 'Sky', last_name: 'Member', role: 'user' },
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    const [member] = await search(`sky member`).then((users) =>
      users.filter((user) => user.account_id === trial.user.account_id),
    );
    expect(member).toMatchObject({ status: 'invited', is_active: true, plan_state: 'trial' });
    const removed = await api('PUT', `/api/auth/users/${member.id}`, {
      token: operator,
      body: { is_active: false },
    });
    expect(removed.status).toBe(200);
    expect((await search(member.email))[0]).toMatchObject({ is_active: false, status: 'removed' });
    const restored = await api('PUT', `/api/auth/users/${member.id}`, {
      token: operator,
      body: { is_active: true },
    });
    expect(restored.status).toBe(200);
    expect((await search(member.email))[0]).toMatchObject({ is_active: true });
  });
});

describe('GET /api/coupons/{id}/redemptions', () => {
  it('names who redeemed a code and when: at sign-up (final) and at a checkout (held), newest first', async () => {
    const coupon = await createCoupon({ coupon_type: 'combo', discount_percent: 10, trial_days: 5 });
    const before = Date.now();
    const member = await signUp({ email: uniqueEmail('redeemer'), coupon: coupon.code });
    const buyer = uniqueEmail('buyer');
    const held = await api('POST', '/api/payments/checkout', {
      headers: clientAddressHeader(),
      body: {
        package_id: 'pro_presale',
        customer_name: 'Alex Rivera',
        customer_email: buyer,
        origin_url: new URL(process.env.APP_URL!).origin,
        coupon_code: coupon.code,
      },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);

    const answer = await api('GET', `/api/coupons/${coupon.id}/redemptions`, { token: operator });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(coupon.code);
    expect(answer.body.redemptions).toMatchObject([
      { email: buyer, source: 'checkout', state: 'pending', settled_at: null },
      { email: member.email, source: 'signup', state: 'final' },
    ]);
    for (const row of answer.body.redemptions)
      expect(Date.parse(row.redeemed_at)).toBeGreaterThanOrEqual(before - 1000);

    // The account that redeemed it carries the code in Platform Users.
    expect((await search(member.email))[0]).toMatchObject({ coupon_code: coupon.code, beta_access: false });

    const none = await createCoupon({ coupon_type: 'free_beta' });
    const empty = await api('GET', `/api/coupons/${none.id}/redemptions`, { token: operator });
    expect(empty.body.redemptions).toEqual([]);
    expect(
      (await api('GET', '/api/coupons/01JD0000000000000000000000/redemptions', { token: operator })).status,
    ).toBe(404);
    expect((await api('GET', `/api/coupons/${coupon.id}/redemptions`, { token: member.token })).status).toBe(
      403,
    );
    expect((await api('GET', `/api/coupons/${coupon.id}/redemptions`)).status).toBe(401);
  });
});

describe('coupon duration on a subscription (Stripe: once, repeating N months, forever)', () => {
  it('creates coupons with beta access off by default and a duration only where a discount applies', async () => {
    const plain = await api('POST', '/api/coupons/', {
      token: operator,
      body: { code: freshCode('DUR'), coupon_type: 'discount', discount_percent: 15 },
    });
    expect(plain.body).toMatchObject({
      grants_beta_access: false,
      duration: 'once',
      duration_in_months: null,
    });
    const missing = await api('POST', '/api/coupons/', {
      token: operator,
      body: { code: freshCode('DUR'), coupon_type: 'discount', discount_percent: 15, duration: 'repeating' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Months are required when the discount repeats');
    const trial = await api('POST', '/api/coupons/', {
      token: operator,
      body: { code: freshCode('DUR'), coupon_type: 'extended_trial', trial_days: 7, duration: 'forever' },
    });
    expect(trial.body).toMatchObject({ duration: 'once', duration_in_months: null });
    const validated = await api('POST', '/api/coupons/validate', {
      headers: clientAddressHeader(),
      body: {
        code: (
          await createCoupon({
            coupon_type: 'discount',
            discount_percent: 20,
            duration: 'repeating',
            duration_in_months: 3,
          })
        ).code,
      },
    });
    expect(validated.body.message).toContain('20% off your plan (first 3 months)');
  });

  it('discounts the first invoice only (once), the first 2 months (repeating) or every invoice (forever)', async () => {
    const full = PLANS.find((plan) => plan.tier === 'pro')!.monthlyPrice;
    const half = full / 2;
    const once = await createCoupon({ coupon_type: 'discount', discount_percent: 50 });
    const twoMonths = await createCoupon({
      coupon_type: 'discount',
      discount_percent: 50,
      duration: 'repeating',
      duration_in_months: 2,
    });
    const forever = await createCoupon({
      coupon_type: 'discount',
      discount_percent: 50,
      duration: 'forever',
    });
    const admins = {
      once: await subscribed(once.code),
      twoMonths: await subscribed(twoMonths.code),
      forever: await subscribed(forever.code),
    };
    for (const admin of Object.values(admins)) expect(await invoiceAmounts(admin.token)).toEqual([half]);

    // Two renewals on the stand-in's clock: month 2 and month 3.
    for (const renewals of [2, 3]) {
      await advanceStripeClock(31);
      await eventually(async () => {
        const counts = await Promise.all(Object.values(admins).map((admin) => invoiceAmounts(admin.token)));
        return counts.every((amounts) => amounts.length === renewals);
      }, 20_000);
    }
    expect(await invoiceAmounts(admins.once.token)).toEqual([half, full, full]);
    expect(await invoiceAmounts(admins.twoMonths.token)).toEqual([half, half, full]);
    expect(await invoiceAmounts(admins.forever.token)).toEqual([half, half, half]);
  });
});
