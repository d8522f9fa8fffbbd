import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { collectPageErrors, shot, signIn, useBrowser } from '../support/browser.js';
import { advanceStripeClock, payHostedCheckout, stripeControl } from '../support/stripe.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function newPage(width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  return { page, errors, close: () => context.close() };
}

async function visible(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => page.getByText(text, typeof text === 'string' ? { exact: true } : {}).count(), { timeout })
    .toBeGreaterThan(0);
}

async function fillPresale(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/presale-checkout?package=pro_presale`);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
}

async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^(Pay \$|Subscribe \$|Start trial)/ }).click();
}

// The kept trial's dates are compared between our clock and Stripe's: the stand-in's one clock may have
// been moved ahead by the files before this one, and this file's customers are new ones, on real time.
beforeAll(() => stripeControl('/__clock/reset', {}));

describe('payments in Chromium', () => {
  it('a visitor buys the Pro presale with 4242…, sees success and gets the receipt; a declined card ends cancelled', async () => {
    const email = uniqueEmail('visitor');
    const phone = await newPage(375);
    await fillPresale(phone.page, email);
    await shot(phone.page, 'presale-checkout-375');
    await phone.close();

    const { page, errors, close } = await newPage();
    await fillPresale(page, email);
    await expect.poll(() => page.getByRole('radio', { name: /Professional Presale/ }).isChecked()).toBe(true);
    await visible(page, '$1,247');
    await shot(page, 'presale-checkout-1280');
    await page.getByRole('button', { name: 'Proceed to Secure Payment' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/payment-success\?session_id=cs_test_/);
    await visible(page, 'Payment Successful!');
    await visible(page, /Transaction ID/);
    await shot(page, 'payment-success-1280');
    const receipt = await eventually(
      async () => (await sentMails()).find((mail) => mail.to.includes(email)),
      20_000,
    );
    expect(receipt.subject).toBe('Your Ridgeline receipt — $1,247.00');
    expect(receipt.text).toContain('/register?plan=pro');

    const declined = uniqueEmail('declined');
    await fillPresale(page, declined);
    await page.getByRole('button', { name: 'Proceed to Secure Payment' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await payOnHostedPage(page, '4000 0000 0000 0002');
    await visible(page, 'Your card was declined.');
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await page.waitForURL(`${baseUrl}/payment-cancelled`);
    await visible(page, 'Payment Cancelled');
    await expect.poll(() => page.getByRole('link', { name: 'Return to Checkout' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();

    const phoneSuccess = await newPage(375);
    await phoneSuccess.page.goto(`${baseUrl}/payment-success?session_id=cs_test_unknown0000`);
    await visible(phoneSuccess.page, 'We Could Not Find Your Payment');
    await phoneSuccess.close();
  });

  it('a trial admin subscribes (the trial kept), changes to Enterprise after the preview, cancels and undoes; the clock renews; a failing card goes past due, then read-only', async () => {
    const admin = await signUp({ email: uniqueEmail('owner') });
    // A second account whose card fails at renewal (subscribed through the API and hosted page).
    const failing = await signUp({ email: uniqueEmail('failing') });
    const failingCheckout = await api('POST', '/api/subscriptions/checkout', {
      token: failing.token,
      body: { tier: 'pro', billing_cycle: 'monthly' },
    });
    await payHostedCheckout(failingCheckout.body.checkout_url, '4000000000000341', failing.email);

    const { page, errors, close } = await newPage();
    await signIn(page, { email: admin.email, password: admin.password });
    await page.goto(`${baseUrl}/dashboard/billing`);
    await visible(page, 'Free trial');
    await shot(page, 'billing-trial-1280');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const subscribeModal = page.getByRole('dialog', { name: 'Subscribe' });
    await visible(page, 'Continue to Payment');
    await shot(page, 'plan-modal-subscribe-1280');
    await subscribeModal.getByRole('button', { name: 'Continue to Payment' }).click();
    const modal = page.getByRole('dialog', { name: 'Change plan' });
    await page.waitForURL(/\/checkout\/cs_test_/);
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/dashboard\/billing\?checkout=success/);
    await visible(page, 'Visa •••• 4242');
    await visible(page, 'First charge');
    await shot(page, 'billing-active-1280');

    await page.getByRole('button', { name: 'Change Plan' }).click();
    await modal.getByRole('radio', { name: /Enterprise/ }).check();
    await modal.getByRole('button', { name: 'Preview Change' }).click();
    await visible(page, 'Proration preview');
    await visible(page, 'Charged now');
    await visible(page, /Your free trial continues/);
    await shot(page, 'plan-modal-preview-1280');
    await modal.getByRole('button', { name: 'Confirm Change' }).click();
    await visible(page, 'Your plan is now Enterprise.');
    await expect.poll(() => page.getByRole('link', { name: 'PDF' }).count(), { timeout: 15_000 }).toBe(2);

    await page.getByLabel('Why are you cancelling?').fill('Slow season');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await visible(page, 'Keep My Subscription');
    await page.getByRole('button', { name: 'Keep My Subscription' }).click();
    await expect.poll(() => page.getByLabel('Why are you cancelling?').count()).toBe(1);

    await advanceStripeClock(31);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByText('Billing History').waitFor();
          return page.getByRole('link', { name: 'PDF' }).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(3);

    const phone = await newPage(375);
    await signIn(phone.page, { email: failing.email, password: failing.password });
    await phone.page.goto(`${baseUrl}/dashboard/billing`);
    await visible(phone.page, 'Your last payment failed');
    await shot(phone.page, 'billing-past-due-375');
    await phone.page.goto(`${baseUrl}/dashboard/billing?action=changePlan`);
    await visible(phone.page, 'Preview Change');
    expect(phone.page.url()).toBe(`${baseUrl}/dashboard/billing`);
    await shot(phone.page, 'plan-modal-375');
    await advanceStripeClock(8);
    await expect
      .poll(
        async () => {
          await phone.page.goto(`${baseUrl}/dashboard/billing`);
          await phone.page.getByText('Billing History').waitFor();
          return phone.page.getByText('Your account is read-only').count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    await shot(phone.page, 'billing-read-only-375');
    expect(errors).toEqual([]);
    await phone.close();
    await close();
  });
});
