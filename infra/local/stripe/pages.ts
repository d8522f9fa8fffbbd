/** HTML of the stand-in's hosted pages: Checkout, the customer portal, the hosted invoice, Connect onboarding and receipts. */
import { formatCents } from '../../../shared/kernel/format.js';
import { escapeHtml } from '../../../shared/kernel/html.js';
import type { StripeObject } from './engine.js';
import { utcDay } from '../../../shared/kernel/time.js';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;background:#f6f9fc;color:#1a1f36}
main{max-width:440px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.tag{display:inline-block;background:#fff3cd;color:#7a5b00;font-size:12px;padding:2px 8px;border-radius:4px}
label{display:block;margin:14px 0 4px;font-size:14px;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd2d9;border-radius:6px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.secondary{background:#fff;color:#635bff;border:1px solid #635bff}
.error{margin-top:14px;padding:10px;border-radius:6px;background:#fde8e8;color:#9b1c1c}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:6px 0}td:last-child{text-align:right}
.total td{font-weight:700;border-top:1px solid #e3e8ee}a{color:#635bff}
</style></head><body><main><p class="tag">Stripe test mode (local stand-in)</p>${body}</main></body></html>`;
}

function lines(rows: { description: unknown; amount: unknown }[], total: unknown): string {
  return `<table>${rows
    .map(
      (row) => `<tr><td>${escapeHtml(row.description)}</td><td>${formatCents(Number(row.amount))}</td></tr>`,
    )
    .join('')}<tr class="total"><td>Total</td><td>${formatCents(Number(total))}</td></tr></table>`;
}

/**
 * The hosted Checkout page of a session, with an error from the last attempt if any. A session that
 * accepts `us_bank_account` also offers a test bank account (routing and account number).
 */
export function checkoutPage(session: StripeObject, email: string, error?: string): string {
  const summary = session.line_items_summary as { description: string; amount: number }[];
  const recurring = session.mode === 'subscription';
  const bank = ((session.payment_method_types as string[] | undefined) ?? []).includes('us_bank_account');
  const cardFields = `<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"${bank ? '' : ' required'}>
<label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123">`;
  const methods = bank
    ? `<fieldset><legend>Payment method</legend>
<label><input type="radio" name="method" value="card" checked style="width:auto"> Card</label>
${cardFields}
<label><input type="radio" name="method" value="us_bank_account" style="width:auto"> US bank account (ACH)</label>
<label for="routing">Routing number</label><input id="routing" name="routing" inputmode="numeric" placeholder="110000000">
<label for="account">Account number</label><input id="account" name="account" inputmode="numeric" placeholder="000123456789">
</fieldset>`
    : cardFields;
  // Like Stripe's page for a trial: what is due today ($0), then when and how much the first charge is.
  const trialEnd = session.subscription_trial_end as number | null | undefined;
  const firstCharge = summary.reduce((sum, row) => sum + row.amount, 0);
  const trialDays = trialEnd ? Math.max(0, Math.ceil((trialEnd - Number(session.created)) / 86_400)) : 0;
  const startsOn = trialEnd
    ? new Date(trialEnd * 1000).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  const summaryHtml = trialEnd
    ? `<p><strong>${trialDays} days free</strong></p>${lines(summary, 0).replace('<td>Total</td>', '<td>Total due today</td>')}
<p>Then ${formatCents(Number(firstCharge))} per period starting ${escapeHtml(startsOn)}${(session.discounts as unknown[]).length ? ', before your discount' : ''}.</p>`
    : lines(summary, session.amount_total);
  const action = trialEnd
    ? 'Start trial'
    : `${recurring ? 'Subscribe' : 'Pay'} ${formatCents(Number(session.amount_total))}`;
  const body =
    session.status !== 'open'
      ? `<h1>This checkout session is ${escapeHtml(session.status)}</h1>`
      : `<h1>${recurring ? 'Subscribe' : 'Pay'} ${escapeHtml(payee(session))}</h1>${summaryHtml}
<form method="post" action="/checkout/${escapeHtml(session.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${escapeHtml(email)}">
${methods}
<label for="name">Name on card or account</label><input id="name" name="name">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">${action}</button></form>
<form method="post" action="/checkout/${escapeHtml(session.id)}/cancel"><button class="secondary" type="submit">Cancel and return</button></form>`;
  return page('Checkout', body);
}

/** Who a session pays: the connected account of a destination charge, else the platform. */
function payee(session: StripeObject): string {
  const data = session.payment_intent_data as
    { destination: string | null; description?: string } | undefined;
  return data?.destination ? 'your contractor' : 'Ridgeline';
}

/** The hosted Express onboarding page of an account link: how onboarding should end. */
export function onboardingPage(link: StripeObject, account: StripeObject): string {
  const profile = account.business_profile as { name: string | null };
  const outcomes: [string, string][] = [
    ['complete', 'Submit everything (charges and payouts enabled)'],
    ['missing-bank', 'Submit without a bank account (restricted)'],
    ['pending', 'Submit; identity verification pending'],
  ];
  return page(
    'Set up payments',
    `<h1>Set up payments${profile.name ? ` for ${escapeHtml(profile.name)}` : ''}</h1>
<p>Express onboarding of <code>${escapeHtml(account.id)}</code>. A real onboarding asks for the business, the
representative, a bank account and the terms; here you choose how it ends.</p>
<form method="post" action="/connect/onboarding/${escapeHtml(link.id)}">
<fieldset><legend>Outcome</legend>
${outcomes
  .map(
    ([value, label], index) =>
      `<label><input type="radio" name="outcome" value="${value}"${index === 0 ? ' checked' : ''} style="width:auto"> ${escapeHtml(label)}</label>`,
  )
  .join('\n')}
</fieldset>
<button type="submit">Submit and return</button></form>
<p><a href="${escapeHtml(link.refresh_url)}">Leave onboarding</a></p>`,
  );
}

/** A charge's receipt (what `receipt_url` opens). */
export function receiptPage(charge: StripeObject): string {
  const details = charge.payment_method_details as {
    type: string;
    card?: { brand: string; last4: string };
    us_bank_account?: { bank_name: string; last4: string };
  };
  const method = details.card
    ? `${details.card.brand} •••• ${details.card.last4}`
    : `${details.us_bank_account?.bank_name ?? 'Bank'} •••• ${details.us_bank_account?.last4 ?? ''}`;
  const refunded = Number(charge.amount_refunded);
  return page(
    'Receipt',
    `<h1>Receipt</h1><table>
<tr><td>Amount paid</td><td>${formatCents(Number(charge.amount))}</td></tr>
${refunded ? `<tr><td>Refunded</td><td>${formatCents(Number(refunded))}</td></tr>` : ''}
<tr><td>Date</td><td>${escapeHtml(utcDay(new Date(Number(charge.created) * 1000)))}</td></tr>
<tr><td>Payment method</td><td>${escapeHtml(method)}</td></tr>
<tr><td>Status</td><td>${escapeHtml(charge.status)}</td></tr>
<tr><td>Receipt</td><td>${escapeHtml(charge.id)}</td></tr></table>`,
  );
}

/** The hosted customer portal: the card on file, a card update form, "change plan" and "cancel plan". */
export function portalPage(
  session: StripeObject,
  state: {
    subscription?: StripeObject;
    card?: { brand: string; last4: string };
    /** The plan prices offered by "change plan". */
    prices?: StripeObject[];
    message?: string;
    error?: string;
  },
): string {
  const subscription = state.subscription;
  const item = (subscription?.items as { data: { price: { id: string; nickname: string } }[] } | undefined)
    ?.data[0];
  const open = subscription && subscription.status !== 'canceled';
  const options = (state.prices ?? [])
    .filter((price) => price.id !== item?.price.id)
    .map((price) => `<option value="${escapeHtml(price.id)}">${escapeHtml(price.nickname)}</option>`)
    .join('');
  const body = `<h1>Manage billing</h1>
${subscription ? `<p>Plan: <strong>${escapeHtml(item?.price.nickname)}</strong> · ${escapeHtml(subscription.status)}${subscription.cancel_at_period_end ? ' · cancels at period end' : ''}</p>` : '<p>No subscription.</p>'}
<p>Card on file: ${state.card ? `${escapeHtml(state.card.brand)} •••• ${escapeHtml(state.card.last4)}` : 'none'}</p>
${state.message ? `<p role="status">${escapeHtml(state.message)}</p>` : ''}
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="/portal/${escapeHtml(session.id)}/card"><label for="card">New card number</label>
<input id="card" name="card" inputmode="numeric" required placeholder="4242 4242 4242 4242"><button type="submit">Update card</button></form>
${
  open && options
    ? `<form method="post" action="/portal/${escapeHtml(session.id)}/plan"><label for="price">Change plan</label>
<select id="price" name="price">${options}</select><button type="submit">Change plan</button></form>`
    : ''
}
${open && !subscription.cancel_at_period_end ? `<form method="post" action="/portal/${escapeHtml(session.id)}/cancel"><button class="secondary" type="submit">Cancel plan</button></form>` : ''}
${session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return to Ridgeline</a></p>` : ''}`;
  return page('Billing portal', body);
}

/** The hosted invoice page. */
export function invoicePage(invoice: StripeObject): string {
  const rows = (invoice.lines as { data: { description: string; amount: number }[] }).data;
  return page(
    `Invoice ${String(invoice.number)}`,
    `<h1>Invoice ${escapeHtml(invoice.number)}</h1><p>Status: ${escapeHtml(invoice.status)}</p>${lines(rows, invoice.total)}
<p><a href="/invoices/${escapeHtml(invoice.id)}/pdf">Download PDF</a></p>`,
  );
}
