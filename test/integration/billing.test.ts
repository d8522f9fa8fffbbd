import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { mailedLinks } from '../support/mail.js';
import { clientAddressHeader } from '../support/client-address.js';
import { estimateBody } from '../support/estimates.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import {
  advanceStripeClock,
  payHostedCheckout,
  pendingWebhooks,
  postPortal,
  standInStripe,
  stripeControl,
  stripeUrl,
  trialEndsIn,
  webhookAttempts,
} from '../support/stripe.js';
import { queuesDrained } from '../support/queues.js';

useRuntimeEnvironment();
const { GetCommand, QueryCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

const stripeAdmin = standInStripe();
const signer = new Stripe('sk_test_unused');
const WEBHOOK_SECRET = 'whsec_ridgeline_local';
const origin = () => new URL(process.env.APP_URL!).origin;

function checkout(overrides: Record<string, unknown> = {}) {
  return api('POST', '/api/payments/checkout', {
    body: {
      package_id: 'pro_presale',
      customer_name: 'Alex Rivera',
      customer_email: uniqueEmail('buyer'),
      origin_url: origin(),
      ...overrides,
    },
  });
}

async function seatsLeft(): Promise<number> {
  return (await api('GET', '/api/campaign')).body.beta_seats_remaining;
}

async function ordersOf(email: string) {
  const { Items } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': 'PLATFORM#ORDERS' },
    }),
  );
  return (Items ?? []).filter((item) => item.customerEmail === email);
}

async function mailsTo(email: string) {
  return (await sentMails()).filter((mail) => mail.to.includes(email));
}

function signedPost(body: string, header?: string) {
  return api('POST', '/api/webhooks/stripe', {
    raw: body,
    headers: header === undefined ? {} : { 'stripe-signature': header },
  });
}

function sign(body: string, options: { secret?: string; timestamp?: number } = {}) {
  return signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

async function eventRecord(eventId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: { PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' } }),
  );
  return Item;
}

async function accountItem(accountId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' } }),
  );
  return Item!;
}

/**
 * A signed-up trial admin who subscribed through Checkout with `card`, charged at once (a trial with less
 * than 48 hours left is not kept: billing-trial-kept.test.ts covers the kept trial); waits for the sync.
 */
async function subscribedAdmin(tier = 'pro', card = '4242424242424242') {
  const admin = await signUp({ email: uniqueEmail('billing') });
  await trialEndsIn(admin.user.account_id, 3_600_000);
  const started = await api('POST', '/api/subscriptions/checkout', {
    token: admin.token,
    body: { tier, billing_cycle: 'monthly' },
  });
  expect(started.status).toBe(200);
  const paid = await payHostedCheckout(started.body.checkout_url, card, admin.email);
  expect(paid.status).toBe(303);
  expect(paid.location).toContain('/dashboard/billing?checkout=success');
  await eventually(async () => {
    const me = await api('GET', '/api/subscriptions/me', { token: admin.token });
    return me.body.status === 'active' && me.body.tier === tier && me.body;
  });
  return admin;
}

describe('presale checkout: POST /api/payments/checkout and GET /api/payments/status/{session_id}', () => {
  it('refuses bad input with the spec messages and foreign origins / sessions', async () => {
    const unknown = await checkout({ package_id: 'platinum_presale' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('Please select a package');
    for (const missing of [{ customer_name: '' }, { customer_email: '' }, { customer_name: undefined }]) {
      const answer = await checkout(missing);
      expect(answer.status, JSON.stringify(missing)).toBe(400);
      expect(answer.body.detail).toBe('Please fill in all required fields');
    }
    const foreign = await checkout({ origin_url: 'https://evil.example' });
    expect(foreign.status).toBe(400);

    expect((await api('GET', '/api/payments/status/cs_test_doesnotexist')).status).toBe(404);
    expect((await api('GET', '/api/payments/status/not-a-session')).status).toBe(404);
    // A session that is not a presale purchase (someone's subscription checkout) is not shown.
    const admin = await signUp({ email: uniqueEmail('foreign') });
    const subscription = await api('POST', '/api/subscriptions/checkout', {
      token: admin.token,
      body: { tier: 'pro', billing_cycle: 'monthly' },
    });
    expect((await api('GET', `/api/payments/status/${subscription.body.session_id}`)).status).toBe(404);
  });

  it('a paid presale: status turns paid, the webhook writes one order, takes one beta seat and mails a receipt with a sign-up link', async () => {
    const email = uniqueEmail('presale');
    const before = await seatsLeft();
    const started = await checkout({ customer_email: email });
    expect(started.status).toBe(200);
    expect(started.body.checkout_url).toContain(stripeUrl());
    const open = await api('GET', `/api/payments/status/${started.body.session_id}`);
    expect(open.body).toMatchObject({
      payment_status: 'unpaid',
      status: 'open',
      amount: 1247,
      currency: 'usd',
    });

    const declined = await payHostedCheckout(started.body.checkout_url, '4000 0000 0000 0002', email);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    expect((await api('GET', `/api/payments/status/${started.body.session_id}`)).body.payment_status).toBe(
      'unpaid',
    );

    const paid = await payHostedCheckout(started.body.checkout_url, '4242 4242 4242 4242', email);
    expect(paid.location).toBe(`${origin()}/payment-success?session_id=${started.body.session_id}`);
    const status = await api('GET', `/api/payments/status/${started.body.session_id}`);
    expect(status.body).toMatchObject({ payment_status: 'paid', status: 'complete', amount: 1247 });
    expect(status.body.transaction_id).toMatch(/^pi_/);

    const receipt = await eventually(async () => (await mailsTo(email))[0], 15_000);
    expect(receipt.subject).toContain('$1,247.00');
    expect(receipt.text).toMatch(/\/register\?plan=pro&order=cs_test_/);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await seatsLeft()).toBe(before - 1);

    // The receipt's link starts the buyer's account on the bought plan: their email only, once.
    const [registerLink] = mailedLinks([receipt], email, 'register');
    const order = registerLink.searchParams.get('order')!;
    const stranger = await api('POST', '/api/auth/signup', {
      headers: clientAddressHeader(),
      body: {
        email: uniqueEmail('stranger'),
        password: 'Shingle-2026',
        first_name: 'Sam',
        last_name: 'Hill',
        presale_order: order,
      },
    });
    expect(stranger.status).toBe(400);
    const buyer = await signUp({ email, presale_order: order });
    const me = await api('GET', '/api/subscriptions/me', { token: buyer.token });
    expect(me.body).toMatchObject({ status: 'active', tier: 'pro', plan_state: 'active', trial_end: null });
    const again = await api('POST', '/api/auth/signup', {
      headers: clientAddressHeader(),
      body: {
        email: uniqueEmail('again'),
        password: 'Shingle-2026',
        first_name: 'Sam',
        last_name: 'Hill',
        presale_order: order,
      },
    });
    expect(again.status).toBe(400);
  });

  it('a coupon code at checkout: redeemed for the buyer, its discount on the session; refused codes start nothing', async () => {
    const code = `SAVE${Date.now().toString(36).toUpperCase()}`;
    const made = await api('POST', '/api/coupons/', {
      token: await operatorToken(),
      body: { code, coupon_type: 'discount', discount_percent: 10, max_uses_per_user: 1, max_uses: 5 },
    });
    expect(made.status).toBe(201);
    const email = uniqueEmail('coupon');
    const started = await checkout({ customer_email: email, coupon_code: code.toLowerCase() });
    expect(started.status).toBe(200);
    const status = await api('GET', `/api/payments/status/${started.body.session_id}`);
    expect(status.body.amount).toBe(1122.3); // $1,247 less 10 %

    // The same buyer again, an unknown code and a code without a discount: 400 on the field, no session.
    const again = await checkout({ customer_email: email, coupon_code: code });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('You have already used this code');
    const unknown = await checkout({ coupon_code: 'NO-SUCH-CODE' });
    expect(unknown.status).toBe(400);
    const trialOnly = `TRIAL${Date.now().toString(36).toUpperCase()}`;
    await api('POST', '/api/coupons/', {
      token: await operatorToken(),
      body: {
        code: trialOnly,
        coupon_type: 'extended_trial',
        trial_days: 10,
        max_uses_per_user: 1,
        max_uses: 1,
      },
    });
    const noDiscount = await checkout({ coupon_code: trialOnly });
    expect(noDiscount.status).toBe(400);
    expect(noDiscount.body.detail).toMatch(/no discount at checkout/);
    // Its one use was given back: it still signs someone up.
    const stats = await api('GET', '/api/coupons/', { token: await operatorToken() });
    expect(stats.body.find((coupon: { code: string }) => coupon.code === trialOnly).current_uses).toBe(0);
    // A Stripe coupon id from the browser is no longer a field at all.
    expect((await checkout({ stripe_coupon_id: 'ridgeline_anything' })).status).toBe(400);
  });

  it('50 parallel copies of one event (and 10 more replayed at once) give one order, one seat and one mail; every answer 200', async () => {
    const email = uniqueEmail('dupes');
    const before = await seatsLeft();
    const started = await checkout({ customer_email: email });
    await stripeControl('/__webhooks/config', { copies: 50 });
    try {
      await payHostedCheckout(started.body.checkout_url, '4242424242424242', email);
      await eventually(async () => (await ordersOf(email)).length > 0, 15_000);
    } finally {
      await stripeControl('/__webhooks/config', { copies: 1 });
    }
    const [event] = (await stripeAdmin.events.list({ type: 'checkout.session.completed', limit: 1 })).data;
    // Every one of the 50 copies has been answered (the stand-in records an attempt once answered).
    const attempts = await eventually(async () => {
      const all = await webhookAttempts();
      return all.filter((attempt) => attempt.event === event.id).length >= 50 && all;
    }, 15_000);
    expect(attempts.filter((attempt) => attempt.event === event.id)).toHaveLength(50);
    expect(attempts.filter((attempt) => attempt.status >= 300).length).toBe(0);
    const body = JSON.stringify(event);
    const replays = await Promise.all(Array.from({ length: 10 }, () => signedPost(body, sign(body))));
    expect(replays.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await queuesDrained();
    expect(await ordersOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await seatsLeft()).toBe(before - 1);
  });

  it('security 18/19: a bad, old or missing signature or a re-serialised body is 400 and writes nothing', async () => {
    const email = uniqueEmail('forged');
    await stripeControl('/__webhooks/config', { paused: true });
    let event: Stripe.Event;
    try {
      const started = await checkout({ customer_email: email });
      await payHostedCheckout(started.body.checkout_url, '4242424242424242', email);
      [event] = (await stripeAdmin.events.list({ type: 'checkout.session.completed', limit: 1 })).data;
      const body = JSON.stringify(event);
      const attempts = [
        signedPost(body),
        signedPost(body, sign(body, { secret: 'whsec_attacker' })),
        signedPost(body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
        signedPost(JSON.stringify(event, null, 2), sign(body)),
        signedPost(body, 't=1,v1=deadbeef'),
      ];
      for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(400);
      expect(await eventRecord(event.id)).toBeUndefined();
      expect(await ordersOf(email)).toHaveLength(0);
    } finally {
      await stripeControl('/__webhooks/config', { paused: false, reverse: false });
    }
    await eventually(async () => (await ordersOf(email)).length === 1, 15_000);
  });

  it('security 23: a verified event of a type we do not handle is 200 and writes nothing', async () => {
    const body = JSON.stringify({
      id: `evt_unknown_${Date.now()}`,
      object: 'event',
      type: 'charge.dispute.funds_withdrawn',
      data: { object: { id: 'dp_1' } },
    });
    const answer = await signedPost(body, sign(body));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true, handled: false });
    expect(await eventRecord(JSON.parse(body).id)).toBeUndefined();
  });
});

describe('plan enforcement', () => {
  it('a trial past its end cannot measure, invite or send (402 naming billing); data stays readable', async () => {
    const admin = await signUp({ email: uniqueEmail('expired') });
    const created = await api('POST', '/api/estimates', { token: admin.token, body: estimateBody() });
    expect(created.status).toBe(201);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${admin.user.account_id}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET trialEndsAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    const refused = await api('POST', '/api/estimates', { token: admin.token, body: estimateBody() });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/free trial ended.*Billing page/);
    const retry = await api('POST', `/api/estimates/${created.body.id}/retry-measurement`, {
      token: admin.token,
    });
    expect(retry.status).toBe(402);
    const invite = await api('POST', '/api/team/members', {
      token: admin.token,
      body: { first_name: 'Casey', last_name: 'Morgan', email: uniqueEmail('crew'), role: 'user' },
    });
    expect(invite.status).toBe(402);
    const send = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: admin.token,
      body: {
        estimate_id: created.body.id,
        customer_email: 'maria.lopez@example.com',
        customer_name: 'Maria Lopez',
      },
    });
    expect(send.status).toBe(402);
    expect((await api('GET', `/api/estimates/${created.body.id}`, { token: admin.token })).status).toBe(200);
    const me = await api('GET', '/api/subscriptions/me', { token: admin.token });
    expect(me.body).toMatchObject({ status: 'trialing', plan_state: 'read_only' });
  });
});

describe('subscriptions: /api/subscriptions/*', () => {
  it('a trial admin subscribes, previews and changes plan (new invoice), cancels at period end and undoes it', async () => {
    const admin = await subscribedAdmin('pro');
    const me = (await api('GET', '/api/subscriptions/me', { token: admin.token })).body;
    expect(me).toMatchObject({
      status: 'active',
      tier: 'pro',
      tier_display: 'Professional',
      price: 499,
      base_price: 499,
      billing_cycle: 'monthly',
      user_limit: 5,
      payment_method: { type: 'card', last4: '4242', brand: 'visa' },
      plan_state: 'active',
      can_manage: true,
    });
    expect(Date.parse(me.next_billing_date)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const invoices = await api('GET', '/api/subscriptions/invoices?limit=6', { token: admin.token });
    expect(invoices.body.invoices).toHaveLength(1);
    expect(invoices.body.invoices[0]).toMatchObject({ amount: 499, status: 'paid' });
    expect(invoices.body.invoices[0].invoice_pdf).toContain('/pdf');

    const same = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'pro', billing_cycle: 'monthly' },
    });
    expect(same.status).toBe(409);

    const preview = await api('POST', '/api/subscriptions/preview', {
      token: admin.token,
      body: { tier: 'enterprise', billing_cycle: 'monthly' },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.amount_due).toBeGreaterThan(490);
    expect(preview.body.amount_due).toBeLessThanOrEqual(500);
    expect(preview.body.lines).toHaveLength(2);

    const changed = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'enterprise', billing_cycle: 'monthly' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ tier: 'enterprise', user_limit: null, status: 'active' });
    await eventually(async () => {
      const list = await api('GET', '/api/subscriptions/invoices', { token: admin.token });
      return list.body.invoices.length === 2 && list.body.invoices;
    });
    expect((await accountItem(admin.user.account_id)).tier).toBe('enterprise');

    const reasonMissing = await api('POST', '/api/subscriptions/cancel', {
      token: admin.token,
      body: { reason: '' },
    });
    expect(reasonMissing.status).toBe(400);
    const cancelled = await api('POST', '/api/subscriptions/cancel', {
      token: admin.token,
      body: { reason: 'Slow season' },
    });
    expect(cancelled.body).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    const resumed = await api('POST', '/api/subscriptions/resume', { token: admin.token });
    expect(resumed.body).toMatchObject({ cancel_at_period_end: false, status: 'active' });
    expect((await api('POST', '/api/subscriptions/resume', { token: admin.token })).status).toBe(409);

    const again = await api('POST', '/api/subscriptions/checkout', {
      token: admin.token,
      body: { tier: 'starter', billing_cycle: 'monthly' },
    });
    expect(again.status).toBe(409);
    const portal = await api('POST', '/api/subscriptions/portal', { token: admin.token });
    expect(portal.body.url).toContain(`${stripeUrl()}/portal/`);
  });

  it('a downgrade with too many members is refused, naming how many to remove; bad input is 400', async () => {
    const admin = await subscribedAdmin('pro');
    for (let index = 0; index < 2; index += 1) {
      const invited = await api('POST', '/api/team/members', {
        token: admin.token,
        body: { first_name: 'Casey', last_name: 'Morgan', email: uniqueEmail('crew'), role: 'user' },
      });
      expect(invited.status).toBe(201);
    }
    const down = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'starter', billing_cycle: 'monthly' },
    });
    expect(down.status).toBe(409);
    expect(down.body.detail).toBe(
      'The Starter plan includes 2 users and your team has 3. Remove 1 member before switching.',
    );
    const preview = await api('POST', '/api/subscriptions/preview', {
      token: admin.token,
      body: { tier: 'starter', billing_cycle: 'monthly' },
    });
    expect(preview.status).toBe(409);
    const bad = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'platinum', billing_cycle: 'monthly' },
    });
    expect(bad.status).toBe(400);
    expect((await api('GET', '/api/subscriptions/me', { token: admin.token })).body.tier).toBe('pro');
  });

  it('security 21: events released newest first still leave the newest state', async () => {
    const admin = await subscribedAdmin('pro');
    await stripeControl('/__webhooks/config', { paused: true, reverse: true });
    let held: number;
    try {
      for (const tier of ['enterprise', 'starter', 'enterprise'])
        expect(
          (
            await api('POST', '/api/subscriptions/change', {
              token: admin.token,
              body: { tier, billing_cycle: 'monthly' },
            })
          ).status,
        ).toBe(200);
      held = await pendingWebhooks();
    } finally {
      await stripeControl('/__webhooks/config', { paused: false });
      await stripeControl('/__webhooks/config', { reverse: false });
    }
    // Every released event answered, each once and with a 2xx: nothing is left to change the state.
    expect(held).toBeGreaterThanOrEqual(3);
    await eventually(async () => (await pendingWebhooks()) === 0, 15_000);
    const answered = (await webhookAttempts()).slice(-held);
    expect(new Set(answered.map((attempt) => attempt.event)).size).toBe(held);
    expect(answered.filter((attempt) => attempt.status >= 300)).toEqual([]);
    expect((await api('GET', '/api/subscriptions/me', { token: admin.token })).body.tier).toBe('enterprise');

    // A state read from Stripe before the stored one never overwrites it.
    const stored = (await accountItem(admin.user.account_id)).billing;
    const { saveSubscriptionSync } = await import('../../functions/accounts/data/billing.js');
    await saveSubscriptionSync(
      admin.user.account_id,
      { ...stored, tier: 'starter', readAt: stored.readAt - 1 },
      new Date(),
    );
    expect((await accountItem(admin.user.account_id)).billing.tier).toBe('enterprise');

    // Another subscription's state counts only when it is live and newer than the stored one.
    const other = (id: string, status: string, createdAt: number) =>
      saveSubscriptionSync(
        admin.user.account_id,
        { ...stored, subscriptionId: id, status, tier: 'starter', createdAt, readAt: Date.now() },
        new Date(),
      );
    await other('sub_old_cancelled', 'canceled', stored.createdAt + 60);
    await other('sub_older_live', 'active', stored.createdAt - 60);
    expect((await accountItem(admin.user.account_id)).billing).toMatchObject({
      subscriptionId: stored.subscriptionId,
      tier: 'enterprise',
    });
    await other('sub_newer_live', 'active', stored.createdAt + 60);
    expect((await accountItem(admin.user.account_id)).billing).toMatchObject({
      subscriptionId: 'sub_newer_live',
      tier: 'starter',
    });
  });

  it('one subscribe Checkout per account: a double click gets the same session, another choice closes the first', async () => {
    const admin = await signUp({ email: uniqueEmail('billing') });
    const start = (billing_cycle: string) =>
      api('POST', '/api/subscriptions/checkout', {
        token: admin.token,
        body: { tier: 'pro', billing_cycle },
      });
    const clicks = await Promise.all([start('monthly'), start('monthly'), start('monthly')]);
    expect(clicks.map((click) => click.status)).toEqual([200, 200, 200]);
    const ids = new Set(clicks.map((click) => click.body.session_id));
    expect(ids.size).toBe(1);
    const [first] = ids;
    expect((await start('monthly')).body.session_id).toBe(first);

    const yearly = await start('yearly');
    expect(yearly.body.session_id).not.toBe(first);
    expect((await stripeAdmin.checkout.sessions.retrieve(first!)).status).toBe('expired');
    const paid = await payHostedCheckout(yearly.body.checkout_url, '4242424242424242', admin.email);
    expect(paid.status).toBe(303);
    const { stripeCustomerId } = await accountItem(admin.user.account_id);
    const sessions = await stripeAdmin.checkout.sessions.list({ customer: stripeCustomerId, limit: 100 });
    // The paid one, and every other started session closed (the first, and any lost to a parallel click).
    const statuses = sessions.data.map((session) => session.status);
    expect(statuses.filter((status) => status === 'complete')).toHaveLength(1);
    expect(statuses.filter((status) => status !== 'complete' && status !== 'expired')).toEqual([]);
  });

  it('security 22: a failure after the dedupe record is written answers 5xx and the redelivery succeeds', async () => {
    const admin = await subscribedAdmin('pro');
    const account = await accountItem(admin.user.account_id);
    const subscriptionId = account.billing.subscriptionId as string;
    const body = JSON.stringify({
      id: `evt_fail_${Date.now()}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscriptionId } },
    });
    // The mail step (after the change is committed) fails while the account's billing email is not one.
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${admin.user.account_id}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET billingEmail = :huge',
        ExpressionAttributeValues: { ':huge': 'not-an-address' },
      }),
    );
    await stripeAdmin.subscriptions.cancel(subscriptionId);
    const failed = await signedPost(body, sign(body));
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await eventRecord(JSON.parse(body).id))?.status).toBe('applied');
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${admin.user.account_id}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET billingEmail = :email',
        ExpressionAttributeValues: { ':email': admin.email },
      }),
    );
    const redelivered = await signedPost(body, sign(body));
    expect(redelivered.status).toBe(200);
    expect((await eventRecord(JSON.parse(body).id))?.status).toBe('done');
    const mail = await eventually(async () =>
      (await mailsTo(admin.email)).find((candidate) => candidate.subject.includes('subscription has ended')),
    );
    expect(mail).toBeDefined();
    expect((await api('GET', '/api/subscriptions/me', { token: admin.token })).body).toMatchObject({
      status: 'canceled',
      plan_state: 'read_only',
    });
  });

  it('a member without billing.manage reads billing but cannot change it (403)', async () => {
    const admin = await signUp({ email: uniqueEmail('owner') });
    const email = uniqueEmail('member');
    await api('POST', '/api/team/members', {
      token: admin.token,
      body: { first_name: 'Casey', last_name: 'Morgan', email, role: 'manager' },
    });
    const { waitForPasswordLink, login } = await import('../support/accounts.js');
    const { token: link } = await waitForPasswordLink(email);
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: link, new_password: 'Crew-Pass-2026' },
    });
    const member = (await login(email, 'Crew-Pass-2026')).body.access_token as string;
    const me = await api('GET', '/api/subscriptions/me', { token: member });
    expect(me.status).toBe(200);
    expect(me.body.can_manage).toBe(false);
    for (const path of ['/api/subscriptions/change', '/api/subscriptions/checkout'])
      expect(
        (await api('POST', path, { token: member, body: { tier: 'enterprise', billing_cycle: 'monthly' } }))
          .status,
      ).toBe(403);
    expect(
      (await api('POST', '/api/subscriptions/cancel', { token: member, body: { reason: 'x' } })).status,
    ).toBe(403);
  });

  it('the clock renews with an invoice; a failing card goes past_due (banner, still working) and later read-only; a new card recovers', async () => {
    const renewing = await subscribedAdmin('pro');
    const failing = await subscribedAdmin('pro', '4000000000000341');
    const firstEnd = (await api('GET', '/api/subscriptions/me', { token: renewing.token })).body
      .next_billing_date;
    await advanceStripeClock(31);
    await eventually(async () => {
      const list = await api('GET', '/api/subscriptions/invoices', { token: renewing.token });
      return (
        list.body.invoices.length === 2 &&
        list.body.invoices.every((invoice: { status: string }) => invoice.status === 'paid')
      );
    }, 15_000);
    await eventually(async () => {
      const renewed = (await api('GET', '/api/subscriptions/me', { token: renewing.token })).body;
      return Date.parse(renewed.next_billing_date) > Date.parse(firstEnd);
    });

    const pastDue = await eventually(async () => {
      const me = (await api('GET', '/api/subscriptions/me', { token: failing.token })).body;
      return me.status === 'past_due' && me;
    }, 15_000);
    expect(pastDue.plan_state).toBe('past_due');
    expect(Date.parse(pastDue.grace_ends_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await api('POST', '/api/estimates', { token: failing.token, body: estimateBody() })).status).toBe(
      201,
    );
    await eventually(async () =>
      (await mailsTo(failing.email)).some((mail) => mail.subject.includes('payment failed')),
    );

    await advanceStripeClock(8);
    await eventually(async () => {
      const me = (await api('GET', '/api/subscriptions/me', { token: failing.token })).body;
      return me.plan_state === 'read_only' && me;
    }, 15_000);
    const refused = await api('POST', '/api/estimates', { token: failing.token, body: estimateBody() });
    expect(refused.status).toBe(402);

    const portal = await api('POST', '/api/subscriptions/portal', { token: failing.token });
    expect(await postPortal(portal.body.url, 'card', '4242424242424242')).toContain('Your card was updated.');
    const recovered = await eventually(async () => {
      const me = (await api('GET', '/api/subscriptions/me', { token: failing.token })).body;
      return me.status === 'active' && me;
    }, 15_000);
    expect(recovered.plan_state).toBe('active');
    expect(recovered.payment_method.last4).toBe('4242');
  });

  it('the hosted portal changes the plan: invoiced at once, synced to the account by the webhook', async () => {
    const admin = await subscribedAdmin('pro');
    const portal = await api('POST', '/api/subscriptions/portal', { token: admin.token });
    const page = await (await fetch(portal.body.url)).text();
    expect(page).toContain('Change plan');
    expect(page).toContain('value="price_ridgeline_enterprise_monthly"');
    expect(page).not.toContain('value="price_ridgeline_pro_monthly"');
    expect(await postPortal(portal.body.url, 'plan', 'price_unknown')).toContain(
      'Choose one of the plans offered.',
    );

    expect(await postPortal(portal.body.url, 'plan', 'price_ridgeline_enterprise_monthly')).toContain(
      'Your plan was changed.',
    );
    const changed = await eventually(async () => {
      const me = (await api('GET', '/api/subscriptions/me', { token: admin.token })).body;
      return me.tier === 'enterprise' && me;
    }, 15_000);
    expect(changed).toMatchObject({ status: 'active', user_limit: null });
    await eventually(async () => {
      const list = await api('GET', '/api/subscriptions/invoices', { token: admin.token });
      return list.body.invoices.length === 2;
    });
    expect((await accountItem(admin.user.account_id)).tier).toBe('enterprise');
  });

  it('a smaller plan chosen in the portal with too many members stops paid actions until the team fits', async () => {
    const admin = await subscribedAdmin('pro');
    const invited = [];
    for (let index = 0; index < 2; index += 1)
      invited.push(
        await api('POST', '/api/team/members', {
          token: admin.token,
          body: { first_name: 'Casey', last_name: 'Morgan', email: uniqueEmail('crew'), role: 'user' },
        }),
      );
    const portal = await api('POST', '/api/subscriptions/portal', { token: admin.token });
    expect(await postPortal(portal.body.url, 'plan', 'price_ridgeline_starter_monthly')).toContain(
      'Your plan was changed.',
    );
    const reason =
      'Your Starter plan includes 2 users and your team has 3. Remove 1 member on the Team page, or change plan on the Billing page, to continue.';
    const blocked = await eventually(async () => {
      const me = (await api('GET', '/api/subscriptions/me', { token: admin.token })).body;
      return me.tier === 'starter' && me;
    }, 15_000);
    expect(blocked).toMatchObject({ plan_state: 'active', users_used: 3, blocked_reason: reason });
    const refused = await api('POST', '/api/estimates', { token: admin.token, body: estimateBody() });
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toBe(reason);

    const removed = await api('DELETE', `/api/team/members/${invited[0]!.body.member.id}`, {
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await api('GET', '/api/subscriptions/me', { token: admin.token })).body.blocked_reason,
    ).toBeNull();
    expect((await api('POST', '/api/estimates', { token: admin.token, body: estimateBody() })).status).toBe(
      201,
    );
  });
});
