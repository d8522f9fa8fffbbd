import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, signUp } from '../support/api.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import { signedSale } from '../support/projects.js';
import {
  advanceStripeClock,
  completeStandInOnboarding,
  payHostedCheckout,
  payHostedCheckoutByBank,
  pendingWebhooks,
  stripeControl,
  stripeUrl,
  trialEndsIn,
} from '../support/stripe.js';

// Homeowner payments (docs/product.md#payments) through the local gateway and the Stripe stand-in:
// Connect onboarding and account.updated, the deposit after signing (Checkout on the connected
// account), records only from signed webhooks (deduplicated, re-read, any order), refunds, the
// homeowner's status link, a restricted account, and tenancy.

useRuntimeEnvironment();
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let owner: Account;

/** Starts onboarding, finishes the stand-in's hosted page with an outcome, and waits for account.updated. */
async function onboard(account: Account, outcome: 'complete' | 'missing-bank', expected: string) {
  const started = await api('POST', '/api/payments/account/onboarding', { token: account.token });
  expect(started.status).toBe(200);
  expect(started.body.url).toMatch(/\/connect\/onboarding\//);
  const back = await completeStandInOnboarding(started.body.url, outcome);
  expect(back).toMatch(/\/dashboard\/settings\/payments\?onboarding=return$/);
  return eventually(async () => {
    const state = await api('GET', '/api/payments/account', { token: account.token });
    return state.body.state === expected ? state.body : undefined;
  }, 15_000);
}

async function projectOf(account: Account, customerName: string): Promise<string> {
  const projects = (await api('GET', '/api/projects', { token: account.token })).body.projects;
  return projects.find((p: { customer_name: string }) => p.customer_name === customerName).id;
}

async function projectPayments(account: Account, projectId: string) {
  const answer = await api('GET', `/api/projects/${projectId}/payments`, { token: account.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function payLinks() {
  const { mailedLinks, pathToken } = await import('../support/mail.js');
  const { sentMails } = await import('../support/api.js');
  return {
    waitForPayToken: (email: string) =>
      eventually(async () => mailedLinks(await sentMails(), email, 'pay').map(pathToken)[0], 15_000),
  };
}

async function settled() {
  await eventually(async () => (await pendingWebhooks()) === 0, 30_000);
}

beforeAll(async () => {
  owner = await signUp({ first_name: 'Pat', company: 'Payday Roofing' });
});

describe('Connect onboarding', () => {
  it('starts not started, and account.updated after the hosted onboarding enables payments (fee 0 %)', async () => {
    const before = await api('GET', '/api/payments/account', { token: owner.token });
    expect(before.body).toMatchObject({ state: 'not_started', requirements: [], fee_percent: 0 });
    const enabled = await onboard(owner, 'complete', 'enabled');
    expect(enabled.requirements).toEqual([]);
    // The re-read on return agrees, and a second "Accept payments" reuses the same account.
    const refreshed = await api('POST', '/api/payments/account/refresh', { token: owner.token });
    expect(refreshed.body.state).toBe('enabled');
    const again = await api('POST', '/api/payments/account/onboarding', { token: owner.token });
    expect(again.status).toBe(200);
  });

  it('a restricted account is told what Stripe needs, and its homeowners get no pay step', async () => {
    const restricted = await signUp({ first_name: 'Rita', company: 'Restricted Roofing' });
    const state = await onboard(restricted, 'missing-bank', 'restricted');
    expect(state.requirements).toEqual(['a bank account for payouts']);
    const sale = await signedSale(restricted.token, 'Rory Restricted');
    const deposit = await api('GET', `/api/signing/${sale.signingToken}/deposit`);
    expect(deposit.body).toMatchObject({ offered: false, percent: 30 });
    const pay = await api('POST', `/api/signing/${sale.signingToken}/deposit`, { body: { choice: 'pay' } });
    expect(pay.status).toBe(409);
    const panel = await projectPayments(restricted, await projectOf(restricted, 'Rory Restricted'));
    expect(panel).toMatchObject({ enabled: false, state: 'restricted' });
    expect(panel.requirements).toEqual(['a bank account for payouts']);
  });

  it('refuses an unsigned Connect event and a member without billing.manage', async () => {
    const unsigned = await api('POST', '/api/webhooks/stripe-connect', {
      raw: '{"id":"evt_x","type":"account.updated"}',
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(unsigned.status).toBe(400);
    const anonymous = await api('GET', '/api/payments/account');
    expect(anonymous.status).toBe(401);
  });
});

describe('the deposit at signing', () => {
  it('pays 30 % by card once: same session on a second click, 409 after, receipt on the status link', async () => {
    const sale = await signedSale(owner.token, 'Dora Deposit');
    const view = await api('GET', `/api/signing/${sale.signingToken}/deposit`);
    expect(view.body).toMatchObject({
      offered: true,
      status: 'open',
      percent: 30,
      company_name: 'Payday Roofing',
    });
    const projectId = await projectOf(owner, 'Dora Deposit');
    const total = (await projectPayments(owner, projectId)).total as number;
    expect(total).toBeGreaterThan(0);
    // The schedule rounds each share to the cent.
    const thirty = Math.round(total * 30) / 100;
    expect(view.body.amount).toBeCloseTo(thirty, 2);

    const first = await api('POST', `/api/signing/${sale.signingToken}/deposit`, { body: { choice: 'pay' } });
    const second = await api('POST', `/api/signing/${sale.signingToken}/deposit`, {
      body: { choice: 'pay' },
    });
    expect(first.status).toBe(200);
    expect(second.body.checkout_url).toBe(first.body.checkout_url);

    // Each webhook delivered three times: the contractor still hears of the decline once.
    await settled();
    await stripeControl('/__webhooks/config', { copies: 3 });
    try {
      const declined = await payHostedCheckout(first.body.checkout_url, '4000 0000 0000 0002');
      expect(declined.status).toBe(402);
      expect(declined.html).toContain('Your card was declined.');
      await settled();
    } finally {
      await stripeControl('/__webhooks/config', { copies: 1 });
    }
    const failed = await eventually(async () => {
      const answer = await api('GET', `/api/signing/${sale.signingToken}/deposit`);
      return answer.body.status === 'failed' ? answer.body : undefined;
    });
    expect(failed.failure).toBe('Your card was declined.');
    const { sentMails } = await import('../support/api.js');
    const { queuesDrained } = await import('../support/queues.js');
    const failureMails = async () =>
      (await sentMails()).filter(
        (mail) => mail.to.includes(owner.email) && mail.subject.startsWith('Dora Deposit’s payment of'),
      );
    await eventually(async () => (await failureMails()).length > 0);
    await queuesDrained();
    const [failureMail, ...more] = await failureMails();
    expect(more).toEqual([]);
    expect(failureMail!.subject).toMatch(/^Dora Deposit’s payment of \$[\d,]+\.\d\d failed$/);
    expect(failureMail!.text).toContain('and it failed: Your card was declined.');
    expect(failureMail!.text).toContain('/dashboard/projects');

    const paid = await payHostedCheckout(first.body.checkout_url);
    expect(paid.location).toContain(`/sign/${sale.signingToken}?deposit=paid`);
    const done = await eventually(async () => {
      const answer = await api('GET', `/api/signing/${sale.signingToken}/deposit`);
      return answer.body.status === 'paid' ? answer.body : undefined;
    });
    expect(done.receipt_url).toMatch(/\/receipts\/ch_/);
    const again = await api('POST', `/api/signing/${sale.signingToken}/deposit`, { body: { choice: 'pay' } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This payment has been made. Thank you!');

    const panel = await projectPayments(owner, projectId);
    expect(panel.stages[0]).toMatchObject({ stage: 'deposit', due: 0 });
    expect(panel.stages[0].paid).toBeCloseTo(thirty, 2);
    expect(panel.payments.filter((p: { status: string }) => p.status === 'succeeded')).toHaveLength(1);
    expect(panel.paid).toBeCloseTo(thirty, 2);

    // The admin refunds $100; charge.refunded updates the record, and the status link shows it.
    const payment = panel.payments.find((p: { status: string }) => p.status === 'succeeded');
    const refund = await api('POST', `/api/projects/${projectId}/payments/${payment.id}/refund`, {
      token: owner.token,
      body: { amount: 100 },
    });
    expect(refund.status).toBe(200);
    const refunded = await eventually(async () => {
      const now = await projectPayments(owner, projectId);
      return now.payments.find(
        (p: { id: string; refunded: number }) => p.id === payment.id && p.refunded === 100,
      )
        ? now
        : undefined;
    });
    expect(refunded.paid).toBeCloseTo(thirty - 100, 2);
    const tooMuch = await api('POST', `/api/projects/${projectId}/payments/${payment.id}/refund`, {
      token: owner.token,
      body: { amount: total },
    });
    expect(tooMuch.status).toBe(400);

    const project = await api('GET', `/api/projects/${projectId}`, { token: owner.token });
    const dated = await api('PUT', `/api/projects/${projectId}/phases/${project.body.phases[0].id}`, {
      token: owner.token,
      body: { start_date: '2026-12-07', end_date: '2026-12-07' },
    });
    expect(dated.status).toBe(200);
    const { waitForToken } = await import('../support/projects.js');
    const statusToken = await waitForToken(sale.email, 'project');
    const status = await api('GET', `/api/project-status/${statusToken}/payments`);
    expect(status.status).toBe(200);
    expect(status.body.payments).toHaveLength(1);
    expect(status.body.payments[0]).toMatchObject({ label: 'Deposit', refunded: 100, status: 'succeeded' });
    expect(status.body.payments[0].receipt_url).toBe(done.receipt_url);
    expect((await api('GET', '/api/project-status/not-a-token/payments')).status).toBe(404);
  });

  it('pay later leaves the deposit due for the contractor', async () => {
    const sale = await signedSale(owner.token, 'Lou Later');
    const later = await api('POST', `/api/signing/${sale.signingToken}/deposit`, {
      body: { choice: 'later' },
    });
    expect(later.body).toEqual({ checkout_url: null });
    const panel = await projectPayments(owner, await projectOf(owner, 'Lou Later'));
    expect(panel.invoices[0]).toMatchObject({ stage: 'deposit', status: 'open', pay_later: true });
    expect(panel.due).toBeCloseTo(panel.stages[0].amount, 2);
    expect((await api('GET', `/api/signing/not-a-token/deposit`)).status).toBe(404);
  });

  it('a bank debit in a duplicated, reordered storm is recorded once and settles when the clock moves', async () => {
    const sale = await signedSale(owner.token, 'Ash Bank');
    const started = await api('POST', `/api/signing/${sale.signingToken}/deposit`, {
      body: { choice: 'pay' },
    });
    await settled();
    await stripeControl('/__webhooks/config', { paused: true, copies: 6, reverse: true });
    try {
      const paid = await payHostedCheckoutByBank(started.body.checkout_url);
      expect(paid.status).toBe(303);
      await advanceStripeClock(5);
    } finally {
      await stripeControl('/__webhooks/config', { paused: false });
      await stripeControl('/__webhooks/config', { copies: 1, reverse: false });
    }
    await settled();
    const projectId = await projectOf(owner, 'Ash Bank');
    const panel = await projectPayments(owner, projectId);
    expect(panel.payments).toHaveLength(1);
    expect(panel.payments[0]).toMatchObject({ status: 'succeeded', method: 'STRIPE TEST BANK •••• 6789' });
    expect(panel.stages[0].due).toBe(0);
    const view = await api('GET', `/api/signing/${sale.signingToken}/deposit`);
    expect(view.body.status).toBe('paid');
  });
});

describe('invoices for the rest', () => {
  it('the final invoice: an amount over the stage is 400; mailed with a pay link; paid by ACH once the clock moves', async () => {
    const sale = await signedSale(owner.token, 'Fay Final');
    const projectId = await projectOf(owner, 'Fay Final');
    const before = await projectPayments(owner, projectId);
    const final = before.stages.find((stage: { stage: string }) => stage.stage === 'final');
    const tooMuch = await api('POST', `/api/projects/${projectId}/invoices`, {
      token: owner.token,
      body: { stage: 'final', amount: final.amount + 1 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toBe('The amount is more than what is left of this payment in the schedule');
    const sent = await api('POST', `/api/projects/${projectId}/invoices`, {
      token: owner.token,
      body: { stage: 'final', amount: final.amount },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.invoices.at(-1)).toMatchObject({ stage: 'final', status: 'open', amount: final.amount });
    expect(sent.body.stages.find((stage: { stage: string }) => stage.stage === 'final').due).toBe(
      final.amount,
    );
    const again = await api('POST', `/api/projects/${projectId}/invoices`, {
      token: owner.token,
      body: { stage: 'final', amount: 1 },
    });
    expect(again.body.detail).toBe('This payment of the schedule has been invoiced in full');

    const { waitForPayToken } = await payLinks();
    const payToken = await waitForPayToken(sale.email);
    const page = await api('GET', `/api/pay/${payToken}`);
    expect(page.body).toMatchObject({
      label: 'Final payment',
      status: 'open',
      due: final.amount,
      offered: true,
    });
    const checkout = await api('POST', `/api/pay/${payToken}/checkout`);
    expect(checkout.status).toBe(200);
    expect((await payHostedCheckoutByBank(checkout.body.checkout_url)).status).toBe(303);
    const processing = await eventually(async () => {
      const answer = await api('GET', `/api/pay/${payToken}`);
      return answer.body.status === 'processing' ? answer.body : undefined;
    });
    expect(processing.due).toBe(0);
    expect((await api('POST', `/api/pay/${payToken}/checkout`)).status).toBe(409);
    await advanceStripeClock(5);
    const paid = await eventually(async () => {
      const answer = await api('GET', `/api/pay/${payToken}`);
      return answer.body.status === 'paid' ? answer.body : undefined;
    }, 15_000);
    expect(paid.receipt_url).toMatch(/\/receipts\/ch_/);
    expect((await api('GET', '/api/pay/not-a-token')).status).toBe(404);
    const pdf = await api('GET', `/api/pay/${payToken}/pdf`);
    expect(pdf.status).toBe(302);
    const file = await fetch(pdf.headers.get('location')!);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Named for what it is: the stage, the reference the PDF prints and the property's street.
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Final payment invoice [0-9A-Z]{8} - [^"]+\.pdf"/,
    );
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('invoice reminders', () => {
  const DAY_MS = 86_400_000;

  // The reminders run on days up to three weeks ahead; the owner's 14-day trial would end before the
  // last one on some hours of the day, and a stopped plan sends nothing.
  beforeAll(() => trialEndsIn(owner.user.account_id, 60 * DAY_MS));

  /** A signed sale with its final payment invoiced: the invoice's due date and the homeowner's first pay token. */
  async function invoiced(customerName: string) {
    const sale = await signedSale(owner.token, customerName);
    const projectId = await projectOf(owner, customerName);
    const final = (await projectPayments(owner, projectId)).stages.find(
      (stage: { stage: string }) => stage.stage === 'final',
    );
    const sent = await api('POST', `/api/projects/${projectId}/invoices`, {
      token: owner.token,
      body: { stage: 'final', amount: final.amount },
    });
    expect(sent.status).toBe(200);
    const dueDate = sent.body.invoices.at(-1).due_date as string;
    const payToken = await (await payLinks()).waitForPayToken(sale.email);
    return { sale, dueDate, payToken, amount: final.amount as number };
  }

  async function remindersTo(email: string) {
    const { sentMails } = await import('../support/api.js');
    return (await sentMails()).filter(
      (mail) => mail.to.includes(email) && /^(Reminder|Overdue):/.test(mail.subject),
    );
  }

  it('mails an open invoice 3 days before, on and 7 days after its due date, once each; none once paid', async () => {
    const { sendInvoiceReminders } =
      await import('../../functions/payments/service/invoice-reminders-service.js');
    const { queuesDrained } = await import('../support/queues.js');
    const open = await invoiced('Rhea Remind');
    const paid = await invoiced('Pia Paid');
    // The invoice is indexed by its due date: the job Queries days, never Scans.
    const at = (dueDate: string, days: number) =>
      new Date(Date.parse(`${dueDate}T15:00:00Z`) + days * DAY_MS);

    // Two runs in parallel and a third later on the same day send each reminder once.
    await Promise.all([
      sendInvoiceReminders(at(open.dueDate, -3)),
      sendInvoiceReminders(at(open.dueDate, -3)),
    ]);
    const again = await sendInvoiceReminders(at(open.dueDate, -3));
    expect(again.checked).toBeGreaterThanOrEqual(2);
    expect(again.reminded).toBe(0);
    await eventually(async () => (await remindersTo(paid.sale.email)).length === 1);

    // The paid invoice is reminded no more.
    const checkout = await api('POST', `/api/pay/${paid.payToken}/checkout`);
    await payHostedCheckout(checkout.body.checkout_url);
    await eventually(async () => (await api('GET', `/api/pay/${paid.payToken}`)).body.status === 'paid');
    await sendInvoiceReminders(at(paid.dueDate, 0));
    await sendInvoiceReminders(at(open.dueDate, 0));
    await sendInvoiceReminders(at(open.dueDate, 1)); // no stage on the day after
    await sendInvoiceReminders(at(open.dueDate, 7));
    await sendInvoiceReminders(at(open.dueDate, 7));
    await queuesDrained();

    const mails = await remindersTo(open.sale.email);
    expect(mails).toHaveLength(3);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.filter((subject) => /^Reminder: .* due [A-Z]/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /^Reminder: .* is due today$/.test(subject))).toHaveLength(1);
    const overdue = mails.filter((mail) => mail.subject.startsWith('Overdue:'));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.text).toContain('is still open');
    // Each reminder carries a working pay link to the same invoice.
    const { mailedLinks, pathToken } = await import('../support/mail.js');
    const links = mailedLinks(mails, open.sale.email, 'pay').map(pathToken);
    expect(new Set(links).size).toBe(3);
    const page = await api('GET', `/api/pay/${links[0]}`);
    expect(page.body).toMatchObject({ label: 'Final payment', status: 'open', due: open.amount });
    expect(await remindersTo(paid.sale.email)).toHaveLength(1);
  });

  it('runs as the daily job in the local runtime (POST /__jobs/invoice-reminders) with its grants', async () => {
    const { inject } = await import('vitest');
    const answer = await fetch(`${inject('baseUrl').replace(/\/$/, '')}/__jobs/invoice-reminders`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ checked: expect.any(Number), reminded: expect.any(Number) });
  });
});

describe('reports', () => {
  it('collected revenue is the payments received less refunds; days to deposit is the median from signing', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const seller = await signUp({ first_name: 'Rey', company: 'Reports Roofing' });
    await onboard(seller, 'complete', 'enabled');
    const month = new Date().toISOString().slice(0, 7);
    const report = async () => {
      const answer = await api('GET', `/api/reports?from=${month}&to=${month}`, { token: seller.token });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    expect(await report()).toMatchObject({
      collected_revenue: { total: 0, trend: [{ month, amount: 0 }] },
      days_to_deposit: null,
    });

    /** A sale signed `daysAgo` days ago whose 30 % deposit is then paid by card; answers the deposit. */
    async function depositPaid(
      customerName: string,
      daysAgo: number,
    ): Promise<{ amount: number; projectId: string }> {
      const sale = await signedSale(seller.token, customerName);
      // Signed earlier than now: the contract's signing time is what the figure counts from.
      await ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.contract(seller.user.account_id as string, sale.estimate.id, sale.proposalId),
          UpdateExpression: 'SET signedAt = :at',
          ExpressionAttributeValues: { ':at': new Date(Date.now() - daysAgo * 86_400_000).toISOString() },
        }),
      );
      const started = await api('POST', `/api/signing/${sale.signingToken}/deposit`, {
        body: { choice: 'pay' },
      });
      expect((await payHostedCheckout(started.body.checkout_url)).status).toBe(303);
      const projectId = await projectOf(seller, customerName);
      const payment = await eventually(async () =>
        (await projectPayments(seller, projectId)).payments.find(
          (p: { status: string }) => p.status === 'succeeded',
        ),
      );
      return { amount: payment.amount as number, projectId };
    }
    const first = await depositPaid('Dee Two', 2);
    const second = await depositPaid('Dan Four', 4);
    // A declined card brings nothing in.
    const third = await signedSale(seller.token, 'Nell None');
    const attempt = await api('POST', `/api/signing/${third.signingToken}/deposit`, {
      body: { choice: 'pay' },
    });
    expect((await payHostedCheckout(attempt.body.checkout_url, '4000 0000 0000 0002')).status).toBe(402);
    // $100 of the first deposit is refunded.
    const panel = await projectPayments(seller, first.projectId);
    const refund = await api(
      'POST',
      `/api/projects/${first.projectId}/payments/${panel.payments[0].id}/refund`,
      { token: seller.token, body: { amount: 100 } },
    );
    expect(refund.status).toBe(200);
    await settled();

    const expected = Math.round((first.amount + second.amount - 100) * 100) / 100;
    const figures = await eventually(async () => {
      const body = await report();
      return body.collected_revenue.total === expected ? body : undefined;
    }, 15_000);
    expect(figures.collected_revenue.trend).toEqual([{ month, amount: expected }]);
    // Median of 2 and 4 days.
    expect(figures.days_to_deposit).toBeCloseTo(3, 1);
  });
});

describe('tenancy', () => {
  it('a payment naming another account’s invoice, charged to this account, records nothing there', async () => {
    const other = await signUp({ first_name: 'Otto', company: 'Other Roofing' });
    await onboard(other, 'complete', 'enabled');
    const victim = await signedSale(other.token, 'Vic Victim');
    await api('POST', `/api/signing/${victim.signingToken}/deposit`, { body: { choice: 'later' } });
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.connectAccount(owner.user.account_id as string) }),
    );
    // A Checkout made by hand on the owner's connected account, its metadata naming the other account's invoice.
    const metadata = {
      kind: 'homeowner-payment',
      account_id: other.user.account_id as string,
      proposal_id: victim.proposalId,
      invoice_id: 'deposit',
    };
    const form = new URLSearchParams({
      mode: 'payment',
      success_url: 'http://localhost/ok',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '100',
      'line_items[0][price_data][product_data][name]': 'Forged',
      'line_items[0][quantity]': '1',
      'payment_intent_data[transfer_data][destination]': Item!.stripeAccountId as string,
      ...Object.fromEntries(Object.entries(metadata).map(([key, value]) => [`metadata[${key}]`, value])),
      ...Object.fromEntries(
        Object.entries(metadata).map(([key, value]) => [`payment_intent_data[metadata][${key}]`, value]),
      ),
    });
    const session = await (
      await fetch(`${stripeUrl()}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_x', 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      })
    ).json();
    expect((await payHostedCheckout(session.url)).status).toBe(303);
    await settled();
    const panel = await projectPayments(other, await projectOf(other, 'Vic Victim'));
    expect(panel.payments).toEqual([]);
    expect(panel.paid).toBe(0);
    // Another account's project is not found, nor can it be refunded.
    const foreign = await api('GET', `/api/projects/${await projectOf(other, 'Vic Victim')}/payments`, {
      token: owner.token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the platform fee', () => {
  it('operators set it per plan; the next deposit carries it as the application fee; members cannot', async () => {
    const member = await api('PUT', '/api/operator/payment-fees', {
      token: owner.token,
      body: { fees: { starter: 0, pro: 150, enterprise: 0 } },
    });
    expect(member.status).toBe(403);
    const operator = await operatorToken();
    const tooHigh = await api('PUT', '/api/operator/payment-fees', {
      token: operator,
      body: { fees: { starter: 0, pro: 1001, enterprise: 0 } },
    });
    expect(tooHigh.status).toBe(400);
    const set = await api('PUT', '/api/operator/payment-fees', {
      token: operator,
      body: { fees: { starter: 0, pro: 150, enterprise: 0 } },
    });
    expect(set.body).toEqual({ fees: { starter: 0, pro: 150, enterprise: 0 } });
    try {
      expect((await api('GET', '/api/operator/payment-fees', { token: operator })).body.fees.pro).toBe(150);
      expect((await api('GET', '/api/payments/account', { token: owner.token })).body.fee_percent).toBe(1.5);
      const sale = await signedSale(owner.token, 'Fee Payer');
      const started = await api('POST', `/api/signing/${sale.signingToken}/deposit`, {
        body: { choice: 'pay' },
      });
      await payHostedCheckout(started.body.checkout_url);
      const projectId = await projectOf(owner, 'Fee Payer');
      const payment = await eventually(async () => (await projectPayments(owner, projectId)).payments[0]);
      const intent = await (
        await fetch(`${stripeUrl()}/v1/payment_intents/${payment.id}`, {
          headers: { authorization: 'Bearer sk_test_x' },
        })
      ).json();
      expect(intent.application_fee_amount).toBe(Math.floor((intent.amount * 150 + 5_000) / 10_000));
      expect(intent.transfer_data.destination).toMatch(/^acct_/);
    } finally {
      await api('PUT', '/api/operator/payment-fees', {
        token: operator,
        body: { fees: { starter: 0, pro: 0, enterprise: 0 } },
      });
    }
  });
});
