import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import {
  payHostedCheckout,
  pendingWebhooks,
  postSignedEvent,
  standInStripe,
  stripeControl,
  webhookAttempts,
} from '../support/stripe.js';

// A checkout holds its coupon use until Stripe says the session completed (final) or expired (given
// back) — docs/decisions.md, "Coupon holds" and "One person per mailbox".

useRuntimeEnvironment();
const { getCoupon, getUsesByPerson } = await import('../../functions/operations/data/coupons.js');
const { normaliseEmail } = await import('../../shared/kernel/email-identity.js');

const stripeAdmin = standInStripe();
const origin = () => new URL(process.env.APP_URL!).origin;

let operator: string;
let counter = 0;

beforeAll(async () => {
  operator = await operatorToken();
});

/** A discount code no other run used, one use per person. */
async function discountCode(maxUses: number | null): Promise<{ id: string; code: string }> {
  counter += 1;
  const code = `HOLD${Date.now().toString(36).toUpperCase()}${counter}`;
  const made = await api('POST', '/api/coupons/', {
    token: operator,
    body: { code, coupon_type: 'discount', discount_percent: 10, max_uses_per_user: 1, max_uses: maxUses },
  });
  expect(made.status).toBe(201);
  return { id: made.body.id, code };
}

/** A presale checkout with a code, each from its own client address unless one is given. */
function checkout(code: string, email: string, headers = clientAddressHeader()) {
  return api('POST', '/api/payments/checkout', {
    headers,
    body: {
      package_id: 'pro_presale',
      customer_name: 'Alex Rivera',
      customer_email: email,
      origin_url: origin(),
      coupon_code: code,
    },
  });
}

/** The coupon's taken uses (final + pending) and the pending part. */
async function usesOf(couponId: string) {
  const coupon = await getCoupon(couponId);
  return { taken: coupon!.current_uses, pending: coupon!.pending_uses ?? 0 };
}

/** Waits until the webhooks have brought the coupon to `expected`. */
function usesBecome(couponId: string, expected: { taken: number; pending: number }) {
  return eventually(async () => {
    const uses = await usesOf(couponId);
    return uses.taken === expected.taken && uses.pending === expected.pending && uses;
  }, 20_000);
}

/** The one event of `type` about a session, as the stand-in sent it. */
async function eventAbout(type: string, sessionId: string): Promise<Stripe.Event> {
  return eventually(async () => {
    const { data } = await stripeAdmin.events.list({ type, limit: 100 });
    return data.find((event) => (event.data.object as { id: string }).id === sessionId);
  });
}

describe('coupon holds at presale checkout', () => {
  it('three abandoned checkouts hold a 3-use code, a fourth is refused; once their sessions expire the code is usable again', async () => {
    const coupon = await discountCode(3);
    const buyers = [uniqueEmail('held-a'), uniqueEmail('held-b'), uniqueEmail('held-c')];
    const started = [];
    for (const email of buyers) {
      const answer = await checkout(coupon.code, email);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      started.push(answer.body.session_id as string);
    }
    expect(await usesOf(coupon.id)).toEqual({ taken: 3, pending: 3 });
    const listed = await api('GET', '/api/coupons/', { token: operator });
    expect(listed.body.find((row: { id: string }) => row.id === coupon.id)).toMatchObject({
      current_uses: 3,
      pending_uses: 3,
      status: 'depleted',
    });

    // Each session names its hold and stays open 31 minutes (Stripe's minimum is 30).
    const session = await stripeAdmin.checkout.sessions.retrieve(started[0]);
    expect(session.metadata).toMatchObject({ kind: 'presale', coupon_id: coupon.id });
    expect(session.metadata?.coupon_hold).toBeTruthy();
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(31 * 60);

    const fourth = await checkout(coupon.code, uniqueEmail('held-d'));
    expect(fourth.status).toBe(400);
    expect(fourth.body.detail).toBe('This code has been used up');

    // Two sessions expired through Stripe's expire call, the third by time (the stand-in's clock).
    for (const id of started.slice(0, 2))
      expect((await stripeAdmin.checkout.sessions.expire(id)).status).toBe('expired');
    await expect(stripeAdmin.checkout.sessions.expire(started[0])).rejects.toThrow(
      /Only Checkout Sessions with a status in \["open"\] can be expired/,
    );
    await usesBecome(coupon.id, { taken: 1, pending: 1 });
    await stripeControl('/__clock/advance', { seconds: 31 * 60 });
    expect((await stripeAdmin.checkout.sessions.retrieve(started[2])).status).toBe('expired');
    await usesBecome(coupon.id, { taken: 0, pending: 0 });
    expect(await getUsesByPerson(coupon.id, normaliseEmail(buyers[0]))).toBe(0);

    // The same buyer and a new one can use the code again.
    expect((await checkout(coupon.code, buyers[0])).status).toBe(200);
    expect((await checkout(coupon.code, uniqueEmail('held-e'))).status).toBe(200);
    expect(await usesOf(coupon.id)).toEqual({ taken: 2, pending: 2 });
  });

  it('a completed checkout makes its use final: it no longer expires and its replayed event changes nothing', async () => {
    const coupon = await discountCode(2);
    const email = uniqueEmail('held-paid');
    const started = await checkout(coupon.code, email);
    expect(started.status).toBe(200);
    const paid = await payHostedCheckout(started.body.checkout_url, '4242424242424242', email);
    expect(paid.status).toBe(303);
    await usesBecome(coupon.id, { taken: 1, pending: 0 });

    await expect(stripeAdmin.checkout.sessions.expire(started.body.session_id)).rejects.toThrow(
      /has a status of `complete`/,
    );
    const completed = await eventAbout('checkout.session.completed', started.body.session_id);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => postSignedEvent(JSON.stringify(completed))),
    );
    expect(replays.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await usesOf(coupon.id)).toEqual({ taken: 1, pending: 0 });
    expect(await getUsesByPerson(coupon.id, normaliseEmail(email))).toBe(1);

    const again = await checkout(coupon.code, email.toUpperCase());
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('You have already used this code');
  });

  it('a one-per-customer code: +tag and Gmail-dot spellings of one address are one person', async () => {
    const coupon = await discountCode(null);
    const name = `jordan.avery${Date.now().toString(36)}`;
    const first = await checkout(coupon.code, `${name}@gmail.com`);
    expect(first.status).toBe(200);
    for (const variant of [
      `${name.replaceAll('.', '')}@gmail.com`,
      `${name.replace('avery', 'a.very')}+presale@googlemail.com`,
      `${name.toUpperCase()}+roof@GMAIL.com`,
    ]) {
      const answer = await checkout(coupon.code, variant);
      expect(answer.status, variant).toBe(400);
      expect(answer.body.detail).toBe('You have already used this code');
    }
    // The public check takes no email (docs/decisions.md): only checkout knows the person.
    const checked = await api('POST', '/api/coupons/validate', {
      headers: clientAddressHeader(),
      body: { code: coupon.code, email: `${name.replaceAll('.', '')}+x@googlemail.com` },
    });
    expect(checked.status).toBe(400);

    // Outside Gmail only the +tag goes: dots are part of the mailbox there.
    const other = `sam.reed${Date.now().toString(36)}@example.com`;
    expect((await checkout(coupon.code, other)).status).toBe(200);
    expect((await checkout(coupon.code, other.replace('@', '+roofing@'))).status).toBe(400);
    expect((await checkout(coupon.code, other.replace('.', ''))).status).toBe(200);

    // Its expired session gives the person their use back, under any spelling.
    await stripeAdmin.checkout.sessions.expire(first.body.session_id);
    await eventually(
      async () => (await getUsesByPerson(coupon.id, normaliseEmail(`${name}@gmail.com`))) === 0,
    );
    expect((await checkout(coupon.code, `${name}+again@googlemail.com`)).status).toBe(200);
  });

  it('repeated delivery of an expiry (10 parallel copies, then replays) gives the use back once', async () => {
    const coupon = await discountCode(2);
    const [kept, expiring] = [uniqueEmail('held-kept'), uniqueEmail('held-expiring')];
    expect((await checkout(coupon.code, kept)).status).toBe(200);
    const started = await checkout(coupon.code, expiring);
    expect(started.status).toBe(200);
    await stripeControl('/__webhooks/config', { copies: 10 });
    try {
      await stripeAdmin.checkout.sessions.expire(started.body.session_id);
      await usesBecome(coupon.id, { taken: 1, pending: 1 });
      await eventually(async () => (await pendingWebhooks()) === 0, 20_000);
    } finally {
      await stripeControl('/__webhooks/config', { copies: 1 });
    }
    const expired = await eventAbout('checkout.session.expired', started.body.session_id);
    const attempts = (await webhookAttempts()).filter((attempt) => attempt.event === expired.id);
    expect(attempts).toHaveLength(10);
    expect(attempts.filter((attempt) => attempt.status !== 200)).toHaveLength(0);

    const replays = await Promise.all(
      Array.from({ length: 5 }, () => postSignedEvent(JSON.stringify(expired))),
    );
    expect(replays.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await usesOf(coupon.id)).toEqual({ taken: 1, pending: 1 });
    expect(await getUsesByPerson(coupon.id, normaliseEmail(kept))).toBe(1);
    expect(await getUsesByPerson(coupon.id, normaliseEmail(expiring))).toBe(0);
  });
});

describe('rate limits of the public payment routes', () => {
  it('limit checkouts and status reads per client with 429 and Retry-After, leaving other clients alone', async () => {
    const headers = clientAddressHeader();
    const foreign = {
      package_id: 'pro_presale',
      customer_name: 'Alex Rivera',
      customer_email: uniqueEmail('limited'),
      origin_url: 'https://elsewhere.example',
    };
    for (let index = 0; index < 20; index += 1)
      expect((await api('POST', '/api/payments/checkout', { headers, body: foreign })).status).toBe(400);
    const refused = await api('POST', '/api/payments/checkout', { headers, body: foreign });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const otherClient = clientAddressHeader();
    expect(
      (await api('POST', '/api/payments/checkout', { headers: otherClient, body: foreign })).status,
    ).toBe(400);

    for (let index = 0; index < 60; index += 1)
      expect((await api('GET', '/api/payments/status/cs_x', { headers })).status).toBe(404);
    const polled = await api('GET', '/api/payments/status/cs_x', { headers });
    expect(polled.status).toBe(429);
    expect(Number(polled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('GET', '/api/payments/status/cs_x', { headers: otherClient })).status).toBe(404);
  });
});
