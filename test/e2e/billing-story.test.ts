import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate, formatMoney } from '../../shared/kernel/format.js';
import { api, eventually, signUp, uniqueEmail } from '../support/api.js';
import { desktop, openPage, pageErrors, shot, signIn, useBrowser } from '../support/browser.js';
import { buyPresale } from '../support/presale.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import {
  advanceStripeClock,
  payHostedCheckout,
  standInStripe,
  stripeControl,
  stripeUrl,
} from '../support/stripe.js';

// The three walks of a paying user's Billing: the presale order after buying it, a trial kept when
// subscribing, and a plan change whose preview, discount included, is what the invoice charges.

useRuntimeEnvironment();
const { GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const stripeAdmin = standInStripe();

/** Waits until `text` is on the page (exactly, for a string). */
function visible(page: Page, text: string | RegExp): Promise<void> {
  return page
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor({ state: 'attached' });
}

/** The value of one fact (label, then value) on the Billing page. */
function fact(page: Page, label: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`, 'i') })
    .first()
    .locator('xpath=../dd');
}

// The kept trial's dates are compared between our clock and Stripe's: the stand-in's one clock may have
// been moved ahead by the files before this one, and this file's customers are new ones, on real time.
beforeAll(() => stripeControl('/__clock/reset', {}));

describe('billing in Chromium: what a paying user sees', () => {
  it('a presale buyer’s Billing shows the package, what was paid, the period, the receipt and when billing starts', async () => {
    const email = uniqueEmail('presale-walk');
    const order = await buyPresale({ email, name: 'Alex Rivera' });
    const buyer = await signUp({ email, presale_order: order });
    const view = (await api('GET', '/api/subscriptions/me', { token: buyer.token })).body;

    for (const width of [1280, 375]) {
      const page = await openPage(browser, desktop(width));
      await signIn(page, { email, password: buyer.password });
      await page.goto(`${baseUrl}/dashboard/billing`);
      await visible(page, 'Professional Presale');
      await expect
        .poll(() => fact(page, 'Paid').textContent())
        .toBe(`${formatMoney(1247)} on ${formatDate(view.presale.paid_at)}`);
      expect(await fact(page, 'Covers').textContent()).toBe(
        `${formatDate(view.presale.period_start)} – ${formatDate(view.presale.period_end)}`,
      );
      expect(await fact(page, 'Regular billing starts').textContent()).toBe(
        formatDate(view.presale.period_end),
      );
      expect(await fact(page, 'Paid through').textContent()).toBe(formatDate(view.presale.period_end));
      expect(await fact(page, 'Payment method').textContent()).toBe('Paid at presale checkout');
      const receiptLink = page.getByRole('link', { name: 'View receipt' });
      expect(await receiptLink.getAttribute('href')).toMatch(new RegExp(`^${stripeUrl()}/receipts/`));
      // Billing History lists the presale payment instead of "No invoices yet".
      expect(await page.getByText('No invoices yet.').count()).toBe(0);
      await visible(page, formatMoney(1247));
      await shot(page, `billing-presale-${width}`);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('subscribing on day 0 of a trial keeps it: the modal, the checkout and Billing name the trial end as the first charge', async () => {
    const admin = await signUp({ email: uniqueEmail('trial-walk') });
    const trialEnd = (await api('GET', '/api/subscriptions/me', { token: admin.token })).body
      .trial_end as string;
    const page = await openPage(browser);
    await signIn(page, { email: admin.email, password: admin.password });
    await page.goto(`${baseUrl}/dashboard/billing`);
    await visible(page, 'Free trial');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const modal = page.getByRole('dialog', { name: 'Subscribe' });
    await modal.waitFor();
    await expect
      .poll(() => modal.getByText(/Your first charge/).textContent())
      .toBe(
        `You keep your free trial. Your first charge of $499 a month is on ${formatDate(trialEnd)}; nothing is charged today.`,
      );
    await shot(page, 'subscribe-modal-trial-1280');
    await modal.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await visible(page, '14 days free');
    await visible(page, /Total due today/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start trial' }).click();
    await page.waitForURL(/\/dashboard\/billing\?checkout=success/);
    await visible(page, 'Visa •••• 4242');
    await expect.poll(() => fact(page, 'First charge').textContent()).toBe(formatDate(trialEnd));
    expect(await page.getByText('Free trial', { exact: true }).count()).toBe(1);
    // The modal for an existing subscription changes it, and says the trial continues.
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await page.getByRole('dialog', { name: 'Change plan' }).waitFor();
    await visible(
      page,
      `Your free trial continues: the new plan is first charged on ${formatDate(trialEnd)}.`,
    );
    await page.keyboard.press('Escape');
    await shot(page, 'billing-trial-kept-1280');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('a plan change: the preview with the discount is the invoice to the cent; a cancel asks first and drops the old notice; past due shows on every page', async () => {
    const admin = await signUp({ email: uniqueEmail('change-walk') });
    // Less than 48 hours of trial left: not kept, so the subscription is charged at once.
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${admin.user.account_id}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET trialEndsAt = :soon',
        ExpressionAttributeValues: { ':soon': new Date(Date.now() + 3_600_000).toISOString() },
      }),
    );
    const page = await openPage(browser);
    await signIn(page, { email: admin.email, password: admin.password });
    await page.goto(`${baseUrl}/dashboard/billing`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const subscribe = page.getByRole('dialog', { name: 'Subscribe' });
    await visible(page, /Your first charge of \$499 a month is today/);
    await subscribe.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe $499.00' }).click();
    await page.waitForURL(/\/dashboard\/billing\?checkout=success/);
    await visible(page, 'Active');

    // A lasting 15 % discount on this customer's subscription, given in Stripe.
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: { PK: `ACCOUNT#${admin.user.account_id}`, SK: 'ACCOUNT' } }),
    );
    const [subscription] = (await stripeAdmin.subscriptions.list({ customer: Item!.stripeCustomerId })).data;
    const coupon = await stripeAdmin.coupons.create({ percent_off: 15, duration: 'forever' });
    await stripeAdmin.subscriptions.update(subscription.id, { discounts: [{ coupon: coupon.id }] });

    await page.getByRole('button', { name: 'Change Plan' }).click();
    const modal = page.getByRole('dialog', { name: 'Change plan' });
    await modal.getByRole('radio', { name: /Enterprise/ }).check();
    await modal.getByRole('button', { name: 'Preview Change' }).click();
    await visible(page, 'Your discount');
    const charged = (await modal
      .locator('dt', { hasText: 'Charged now' })
      .locator('xpath=../dd')
      .textContent())!;
    await shot(page, 'plan-modal-preview-discount-1280');
    // Minutes pass on Stripe's clock before the confirmation: the charge does not move by a cent.
    await advanceStripeClock(1 / 24);
    await modal.getByRole('button', { name: 'Confirm Change' }).click();
    await visible(page, 'Your plan is now Enterprise.');
    const newest = page.locator('table tbody tr').first();
    await expect.poll(() => newest.textContent(), { timeout: 15_000 }).toContain(charged);

    await page.getByLabel('Why are you cancelling?').fill('Slow season');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await confirm.waitFor();
    expect(await page.getByText('Keep My Subscription').count()).toBe(0);
    await shot(page, 'cancel-confirm-1280');
    await confirm.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await visible(page, 'Keep My Subscription');
    expect(await page.getByText('Your plan is now Enterprise.').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();

    // A failed renewal: the past-due banner is on the dashboard home and every other page, not only Billing.
    const failing = await signUp({ email: uniqueEmail('past-due-walk') });
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${failing.user.account_id}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET trialEndsAt = :soon',
        ExpressionAttributeValues: { ':soon': new Date(Date.now() + 3_600_000).toISOString() },
      }),
    );
    const started = await api('POST', '/api/subscriptions/checkout', {
      token: failing.token,
      body: { tier: 'pro', billing_cycle: 'monthly' },
    });
    await payHostedCheckout(started.body.checkout_url, '4000000000000341', failing.email);
    await eventually(
      async () =>
        (await api('GET', '/api/subscriptions/me', { token: failing.token })).body.status === 'active',
    );
    await advanceStripeClock(31);
    await eventually(
      async () =>
        (await api('GET', '/api/subscriptions/me', { token: failing.token })).body.plan_state === 'past_due',
      15_000,
    );
    for (const width of [1280, 375]) {
      const page = await openPage(browser, desktop(width));
      await signIn(page, { email: failing.email, password: failing.password });
      await visible(page, 'Your last payment failed');
      await shot(page, `past-due-home-${width}`);
      await page.goto(`${baseUrl}/dashboard/estimates`);
      await visible(page, 'Your last payment failed');
      await page.getByRole('link', { name: 'Update your payment method' }).click();
      await page.getByRole('dialog', { name: 'Update Payment Method' }).waitFor();
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }
  });
});
