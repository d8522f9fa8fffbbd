import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { formatMoney } from '../../shared/kernel/format.js';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  PHONE,
  shot,
  signIn,
  openOperatorSession,
  useBrowser,
} from '../support/browser.js';
import { mailedLinks } from '../support/mail.js';
import { decide, sentProposalOf, waitForToken } from '../support/projects.js';
import { advanceStripeClock, pendingWebhooks, stripeControl } from '../support/stripe.js';

// Homeowner payments as people use them (docs/product.md#payments): the contractor enables payments
// through the stand-in's hosted onboarding, the homeowner signs on a phone and pays the 30 % deposit by
// card, the project and the status page show it, the final invoice is paid by ACH and settles when
// the stand-in's clock moves, and a duplicated, reordered webhook storm records each payment once.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 30; step++) {
    const x = box.x + 20 + (step / 30) * (box.width - 40);
    const y = box.y + box.height * 0.5 + Math.sin(step / 3) * box.height * 0.25;
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
}

/** The contractor's page at 375 px, screenshotted and checked for sideways scrolling. */
async function phoneShot(
  context: Awaited<ReturnType<Browser['newContext']>>,
  url: string,
  ready: string,
  name: string,
) {
  const page = await context.newPage();
  await page.goto(url);
  const target = page.getByText(ready, { exact: false }).first();
  await target.waitFor();
  await target.scrollIntoViewIfNeeded();
  await shot(page, name, { viewport: true });
  await expectNoHorizontalScroll(page);
  await page.close();
}

/** Types an amount the invoice form refuses, sends, and waits for `problem` under the field. */
async function refusedAmount(page: Page, typed: string, problem: string, name: string) {
  const form = page.getByRole('form', { name: 'Send an invoice' });
  await form.getByLabel(/^Amount/).fill(typed);
  await form.getByRole('button', { name: 'Send invoice' }).click();
  await form.getByText(problem).waitFor();
  await form.scrollIntoViewIfNeeded();
  await shot(page, name, { viewport: true });
}

async function settled() {
  await eventually(async () => (await pendingWebhooks()) === 0, 30_000);
}

describe('homeowner payments, end to end', () => {
  it('onboarding → deposit at signing on a phone → project and status page → final invoice by ACH → storm recorded once', async () => {
    const owner = await signUp({ first_name: 'Quinn', company: 'Quinn Roofing' });

    // 1. The contractor enables payments through the stand-in's hosted onboarding.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const contractor = await desk.newPage();
    const errors: string[] = [];
    collectPageErrors(contractor, errors);
    await signIn(contractor, owner);
    await contractor.goto(`${baseUrl}/dashboard/settings/payments`);
    const section = contractor.getByTestId('payments-section');
    await section.getByRole('button', { name: 'Accept payments' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(contractor, 'payments-onboarding-off-1280', { viewport: true });
    await section.getByRole('button', { name: 'Accept payments' }).click();
    await contractor.getByRole('heading', { name: /Set up payments/ }).waitFor();
    await shot(contractor, 'payments-onboarding-stand-in-1280');
    await contractor.getByRole('button', { name: 'Submit and return' }).click();
    await contractor.waitForURL(/\/dashboard\/settings\/payments/);
    await section.getByText('Enabled', { exact: true }).waitFor({ timeout: 15_000 });
    await section.scrollIntoViewIfNeeded();
    await shot(contractor, 'payments-onboarding-enabled-1280', { viewport: true });
    const deskPhone = await browser.newContext(PHONE);
    await signIn(await deskPhone.newPage(), owner);
    await phoneShot(
      deskPhone,
      `${baseUrl}/dashboard/settings/payments`,
      'Homeowners can pay the deposit',
      'payments-onboarding-enabled-375',
    );

    // 2. The homeowner signs on a 375 px phone and pays the 30 % deposit with 4242.
    const sale = await sentProposalOf(owner.token, 'Hana Homeowner');
    await decide(sale.proposalToken, 'accept');
    const forSigning = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: owner.token,
    });
    expect(forSigning.status).toBe(200);
    const signingToken = await waitForToken(sale.email, 'sign');
    const phone = await browser.newContext(PHONE);
    const homeowner = await phone.newPage();
    collectPageErrors(homeowner, errors);
    await homeowner.goto(`${baseUrl}/sign/${signingToken}`);
    await homeowner.getByRole('heading', { name: 'Review and sign' }).waitFor();
    await homeowner.getByLabel('Type your full name').fill('Hana Homeowner');
    await drawSignature(homeowner);
    await homeowner.getByRole('checkbox').check();
    await homeowner.getByRole('button', { name: 'Sign Contract' }).click();
    await homeowner.getByRole('heading', { name: 'Contract signed' }).waitFor({ timeout: 20_000 });
    const step = homeowner.getByTestId('deposit-step');
    await step.getByRole('heading', { name: 'Pay the deposit' }).waitFor();
    expect(await step.getByText(/deposit is 30% of the price/).count()).toBe(1);
    await step.scrollIntoViewIfNeeded();
    await shot(homeowner, 'payments-pay-step-375');
    await expectNoHorizontalScroll(homeowner);
    const wideStep = await desk.newPage();
    await wideStep.goto(`${baseUrl}/sign/${signingToken}`);
    await wideStep.getByTestId('deposit-step').getByRole('heading', { name: 'Pay the deposit' }).waitFor();
    await shot(wideStep, 'payments-pay-step-1280');
    await wideStep.close();
    await step.getByRole('button', { name: /^Pay \$/ }).click();
    await homeowner.waitForURL(/\/checkout\/cs_test_/);
    await homeowner.getByLabel('Card number').fill('4242 4242 4242 4242');
    await homeowner.getByLabel('Name on card or account').fill('Hana Homeowner');
    await homeowner.getByRole('button', { name: /^Pay \$/ }).click();
    await homeowner.waitForURL(/deposit=paid/);
    await homeowner.getByRole('heading', { name: 'Deposit paid' }).waitFor({ timeout: 15_000 });
    await homeowner.getByRole('link', { name: 'View your receipt' }).waitFor();
    await shot(homeowner, 'payments-deposit-paid-375');

    // 3. The project shows the deposit paid; the homeowner's status page shows the receipt.
    const projects = (await api('GET', '/api/projects', { token: owner.token })).body.projects;
    const projectId = projects.find(
      (p: { customer_name: string }) => p.customer_name === 'Hana Homeowner',
    ).id;
    await contractor.goto(`${baseUrl}/dashboard/projects/${projectId}`);
    const panel = contractor.getByTestId('project-payments');
    await panel.getByText('Payments received').waitFor();
    expect(await panel.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);
    expect(await panel.getByText(/Deposit · \$/).count()).toBe(1);
    await panel.scrollIntoViewIfNeeded();
    await shot(contractor, 'payments-project-panel-1280', { viewport: true });
    await phoneShot(
      deskPhone,
      `${baseUrl}/dashboard/projects/${projectId}`,
      'Payments received',
      'payments-project-panel-375',
    );

    const project = await api('GET', `/api/projects/${projectId}`, { token: owner.token });
    await api('PUT', `/api/projects/${projectId}/phases/${project.body.phases[0].id}`, {
      token: owner.token,
      body: { start_date: '2026-12-07', end_date: '2026-12-07' },
    });
    const statusToken = await waitForToken(sale.email, 'project');
    await homeowner.goto(`${baseUrl}/project/${statusToken}`);
    const receipts = homeowner.getByTestId('status-payments');
    await receipts.getByRole('link', { name: 'Receipt' }).waitFor();
    await receipts.scrollIntoViewIfNeeded();
    await shot(homeowner, 'payments-status-receipt-375');

    // 4. The final invoice, sent from the project, paid by ACH: it settles after the clock moves, while
    // every event is delivered 5 times, held and released newest first.
    // An amount the request refuses is named under the field, and nothing is sent.
    await refusedAmount(contractor, '0', 'Enter an amount above $0', 'payments-invoice-form-error-1280');
    const small = await deskPhone.newPage();
    await small.goto(`${baseUrl}/dashboard/projects/${projectId}`);
    await refusedAmount(small, '', 'Enter the amount in dollars', 'payments-invoice-form-error-375');
    await expectNoHorizontalScroll(small);
    await small.close();
    // Choosing the payment starts the amount again on what is left of it.
    await panel.getByLabel('Payment', { exact: true }).selectOption('final');
    await panel.getByRole('button', { name: 'Send invoice' }).click();
    await panel.getByText(/Invoice for \$[\d,.]+ sent to the homeowner\./).waitFor();
    const payLink = await eventually(
      async () => mailedLinks(await sentMails(), sale.email, 'pay')[0],
      15_000,
    );
    await homeowner.goto(payLink.href);
    const invoice = homeowner.getByTestId('pay-page');
    await invoice.getByRole('heading', { name: 'Final payment' }).waitFor();
    await shot(homeowner, 'payments-invoice-375');
    await expectNoHorizontalScroll(homeowner);
    const wide = await desk.newPage();
    await wide.goto(payLink.href);
    await wide.getByTestId('pay-page').getByRole('heading', { name: 'Final payment' }).waitFor();
    await shot(wide, 'payments-invoice-1280');
    await wide.close();

    await settled();
    await stripeControl('/__webhooks/config', { paused: true, copies: 5, reverse: true });
    try {
      await invoice.getByRole('button', { name: /^Pay \$/ }).click();
      await homeowner.waitForURL(/\/checkout\/cs_test_/);
      await homeowner.getByLabel('US bank account (ACH)').check();
      await homeowner.getByLabel('Routing number').fill('110000000');
      await homeowner.getByLabel('Account number').fill('000123456789');
      await homeowner.getByRole('button', { name: /^Pay \$/ }).click();
      await homeowner.waitForURL(/payment=paid/);
      await advanceStripeClock(5);
    } finally {
      await stripeControl('/__webhooks/config', { paused: false });
      await stripeControl('/__webhooks/config', { copies: 1, reverse: false });
    }
    await settled();
    await homeowner.reload();
    await invoice.getByText('Thank you!', { exact: false }).waitFor({ timeout: 15_000 });
    await shot(homeowner, 'payments-invoice-paid-375');
    const widePaid = await desk.newPage();
    await widePaid.goto(payLink.href);
    await widePaid.getByTestId('pay-page').getByText('Thank you!', { exact: false }).waitFor();
    await shot(widePaid, 'payments-invoice-paid-1280');
    await widePaid.close();

    // 5. Each payment recorded once: the deposit and the final payment, both paid.
    const payments = (await api('GET', `/api/projects/${projectId}/payments`, { token: owner.token })).body;
    expect(payments.payments.map((p: { label: string; status: string }) => [p.label, p.status])).toEqual([
      ['Deposit', 'succeeded'],
      ['Final payment', 'succeeded'],
    ]);
    await contractor.reload();
    await panel.getByText(/Final payment · \$/).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(contractor, 'payments-project-panel-paid-1280', { viewport: true });

    // The progress payment, the last one left, is invoiced: the form goes and its "sent" line stays.
    await panel.getByRole('button', { name: 'Send invoice' }).click();
    await panel.getByText(/Invoice for \$[\d,.]+ sent to the homeowner\./).waitFor();
    expect(await panel.getByRole('form', { name: 'Send an invoice' }).count()).toBe(0);
    await shot(contractor, 'payments-project-panel-all-invoiced-1280', { viewport: true });
    await phoneShot(
      deskPhone,
      `${baseUrl}/dashboard/projects/${projectId}`,
      'Payments received',
      'payments-project-panel-all-invoiced-375',
    );

    // 6. Reports count both payments as collected revenue.
    await contractor.goto(`${baseUrl}/dashboard/reports`);
    const collected = contractor.getByTestId('collected-revenue');
    await collected.waitFor();
    const total = payments.payments.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0);
    expect(await collected.textContent()).toBe(formatMoney(total));
    await contractor.getByTestId('figure-collected-revenue').scrollIntoViewIfNeeded();
    await shot(contractor, 'payments-reports-1280', { viewport: true });
    expect(errors).toEqual([]);
    await Promise.all([desk.close(), deskPhone.close(), phone.close()]);
  });

  it('operators set the platform fee per plan on the Payment Fees page, told what is wrong', async () => {
    for (const [viewport, name] of [
      [{ viewport: { width: 1280, height: 900 } }, 'payments-operator-fees-1280'],
      [PHONE, 'payments-operator-fees-375'],
    ] as const) {
      const context = await browser.newContext(viewport);
      const ops = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(ops, errors);
      await openOperatorSession(ops);
      await ops.waitForURL(/\/dashboard/);
      await ops.goto(`${baseUrl}/dashboard/admin/payment-fees`);
      const form = ops.getByRole('form', { name: 'Platform fees' });
      await form.waitFor();
      await form.getByLabel(/^Professional/).fill('12');
      await form.getByLabel(/^Enterprise/).fill('abc');
      await form.getByRole('button', { name: 'Save Fees' }).click();
      await form.getByText('The fee is at most 10 %').waitFor();
      await form.getByText('Enter a percentage such as 1.5 (at most two decimals)').waitFor();
      await shot(ops, name, { viewport: true });
      await expectNoHorizontalScroll(ops);
      // Back to no fee, as every other test expects.
      await form.getByLabel(/^Professional/).fill('0');
      await form.getByLabel(/^Enterprise/).fill('0');
      await form.getByRole('button', { name: 'Save Fees' }).click();
      await form.getByText('Platform fees saved').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
