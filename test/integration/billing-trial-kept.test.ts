import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, signUp, uniqueEmail } from '../support/api.js';
import { buyPresale } from '../support/presale.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { payHostedCheckout, standInStripe, stripeControl, stripeUrl } from '../support/stripe.js';

// What a paying user sees on Billing: a trial or presale period kept when subscribing, the presale
// order itself, and a plan change that costs exactly what its preview said (discount included), or
// nothing at all when the card is declined.

useRuntimeEnvironment();
const { GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

const stripeAdmin = standInStripe();
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

async function accountItem(accountId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' } }),
  );
  return Item!;
}

async function setTrialEnd(accountId: string, at: Date): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' },
      UpdateExpression: 'SET trialEndsAt = :at',
      ExpressionAttributeValues: { ':at': at.toISOString() },
    }),
  );
}

const me = async (token: string) => (await api('GET', '/api/subscriptions/me', { token })).body;
const invoices = async (token: string) =>
  (await api('GET', '/api/subscriptions/invoices', { token })).body.invoices as {
    amount: number;
    status: string;
    hosted_invoice_url: string | null;
  }[];

/** A Professional subscriber charged at once (its trial had less than 48 hours left), on `card`. */
async function payingAdmin(card = '4242424242424242') {
  const admin = await signUp({ email: uniqueEmail('paying') });
  await setTrialEnd(admin.user.account_id, new Date(Date.now() + 3_600_000));
  expect((await me(admin.token)).first_charge_date).toBeNull();
  const started = await api('POST', '/api/subscriptions/checkout', {
    token: admin.token,
    body: { tier: 'pro', billing_cycle: 'monthly' },
  });
  expect((await stripeAdmin.checkout.sessions.retrieve(started.body.session_id)).amount_total).toBe(49_900);
  await payHostedCheckout(started.body.checkout_url, card, admin.email);
  await eventually(async () => (await me(admin.token)).status === 'active');
  return admin;
}

// Trial ends are compared between our clock and Stripe's: the stand-in's one clock may have been moved
// ahead by the files before this one, and these tests' customers are new ones, on real time.
beforeAll(() => stripeControl('/__clock/reset', {}));

describe('subscribing keeps the free period', () => {
  it('day 0 of a 14-day trial: nothing charged now, the first charge is at the trial end, not in 30 days', async () => {
    const admin = await signUp({ email: uniqueEmail('trial') });
    const before = await me(admin.token);
    expect(before).toMatchObject({ status: 'trialing', subscribed: false });
    expect(before.first_charge_date).toBe(before.trial_end);
    const trialEnd = before.trial_end as string;

    const started = await api('POST', '/api/subscriptions/checkout', {
      token: admin.token,
      body: { tier: 'pro', billing_cycle: 'monthly' },
    });
    expect(started.status).toBe(200);
    const session = await stripeAdmin.checkout.sessions.retrieve(started.body.session_id);
    expect(session.amount_total).toBe(0);
    const page = await (await fetch(started.body.checkout_url)).text();
    expect(page).toContain('14 days free');
    expect(page).toContain('Start trial');

    const paid = await payHostedCheckout(started.body.checkout_url, '4242424242424242', admin.email);
    expect(paid.status).toBe(303);
    const after = await eventually(async () => {
      const view = await me(admin.token);
      return view.subscribed && view;
    });
    expect(after).toMatchObject({ status: 'trialing', tier: 'pro', plan_state: 'active' });
    expect(seconds(after.next_billing_date)).toBe(seconds(trialEnd));
    expect(after.trial_end).toBe(after.next_billing_date);
    expect(after.payment_method).toMatchObject({ last4: '4242' });
    // Stripe holds the same trial end, and nothing was charged.
    const { stripeCustomerId } = await accountItem(admin.user.account_id);
    const [subscription] = (await stripeAdmin.subscriptions.list({ customer: stripeCustomerId })).data;
    expect(subscription.trial_end).toBe(seconds(trialEnd));
    expect((await invoices(admin.token)).map((invoice) => invoice.amount)).toEqual([0]);
    // A second subscription is refused: the kept trial is the subscription.
    const again = await api('POST', '/api/subscriptions/checkout', {
      token: admin.token,
      body: { tier: 'starter', billing_cycle: 'monthly' },
    });
    expect(again.status).toBe(409);
  });

  it('a presale buyer sees the package, amount, period and receipt; subscribing starts billing when the presale period ends', async () => {
    const email = uniqueEmail('presale-buyer');
    const order = await buyPresale({ email, name: 'Alex Rivera' });
    const buyer = await signUp({ email, presale_order: order });

    const view = await me(buyer.token);
    expect(view).toMatchObject({ status: 'active', tier: 'pro', subscribed: false });
    expect(view.presale).toMatchObject({
      package_name: 'Professional Presale',
      amount_paid: 1247,
      currency: 'usd',
    });
    expect(view.presale.receipt_url).toMatch(new RegExp(`^${stripeUrl()}/receipts/`));
    const months = (Date.parse(view.presale.period_end) - Date.parse(view.presale.period_start)) / 86_400_000;
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
    expect(view.first_charge_date).toBe(view.presale.period_end);
    const history = await invoices(buyer.token);
    expect(history).toEqual([
      expect.objectContaining({ amount: 1247, status: 'paid', hosted_invoice_url: view.presale.receipt_url }),
    ]);
    const receiptPage = await fetch(view.presale.receipt_url);
    expect(receiptPage.status).toBe(200);

    const subscribe = await api('POST', '/api/subscriptions/checkout', {
      token: buyer.token,
      body: { tier: 'pro', billing_cycle: 'monthly' },
    });
    const session = await stripeAdmin.checkout.sessions.retrieve(subscribe.body.session_id);
    expect(session.amount_total).toBe(0);
    await payHostedCheckout(subscribe.body.checkout_url, '4242424242424242', email);
    const subscribed = await eventually(async () => {
      const next = await me(buyer.token);
      return next.subscribed && next;
    });
    expect(seconds(subscribed.next_billing_date)).toBe(seconds(view.presale.period_end));
  });
});

describe('a plan change tells one story', () => {
  it('the preview includes the discount and equals the invoice to the cent, even a while later', async () => {
    const admin = await payingAdmin();
    const { stripeCustomerId } = await accountItem(admin.user.account_id);
    const [subscription] = (await stripeAdmin.subscriptions.list({ customer: stripeCustomerId })).data;
    // A lasting discount given to this customer (as an operator would in Stripe's dashboard).
    const coupon = await stripeAdmin.coupons.create({ percent_off: 15, duration: 'forever' });
    await stripeAdmin.subscriptions.update(subscription.id, { discounts: [{ coupon: coupon.id }] });

    const preview = await api('POST', '/api/subscriptions/preview', {
      token: admin.token,
      body: { tier: 'enterprise', billing_cycle: 'monthly' },
    });
    expect(preview.status).toBe(200);
    const discount = preview.body.lines.find(
      (line: { description: string }) => line.description === 'Your discount',
    );
    const prorated = preview.body.lines
      .filter((line: { description: string }) => line.description !== 'Your discount')
      .reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(discount.amount).toBeCloseTo(-prorated * 0.15, 1);
    expect(preview.body.amount_due).toBeCloseTo(prorated + discount.amount, 2);
    expect(typeof preview.body.proration_date).toBe('number');

    // An hour passes on Stripe's clock before the buyer confirms: the invoice still matches the preview.
    await stripeControl('/__clock/advance', { seconds: 3600 });
    const changed = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'enterprise', billing_cycle: 'monthly', proration_date: preview.body.proration_date },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.tier).toBe('enterprise');
    const [latest] = await eventually(async () => {
      const list = await invoices(admin.token);
      return list.length === 2 && list;
    });
    expect(latest.amount).toBe(preview.body.amount_due);

    // A proration moment outside the current period is refused, naming the stale preview.
    const stale = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'pro', billing_cycle: 'monthly', proration_date: 1_000_000 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe('This preview is out of date. Preview the change again.');
  });

  it('a declined charge changes nothing: 402, the plan and invoices stay as they were', async () => {
    // 4000 0000 0000 0341 attaches, then every later charge on it fails.
    const admin = await payingAdmin('4000000000000341');
    const preview = await api('POST', '/api/subscriptions/preview', {
      token: admin.token,
      body: { tier: 'enterprise', billing_cycle: 'monthly' },
    });
    const changed = await api('POST', '/api/subscriptions/change', {
      token: admin.token,
      body: { tier: 'enterprise', billing_cycle: 'monthly', proration_date: preview.body.proration_date },
    });
    expect(changed.status).toBe(402);
    expect(changed.body.detail).toBe(
      'Your card was declined, so your plan was not changed. Update your payment method and try again.',
    );
    const view = await me(admin.token);
    expect(view).toMatchObject({ tier: 'pro', status: 'active', plan_state: 'active' });
    expect(await invoices(admin.token)).toHaveLength(1);
  });
});
