import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../infra/local/stripe/stand-in.js';

// Every object type the Stripe stand-in serves, compared with Stripe's own example objects
// (test/fixtures/stripe-fixtures3.json, trimmed from stripe/openapi's openapi/fixtures3.json): a key
// both have must have the same JSON type (an id string stands for an expandable object), and every
// key our code reads must be a real Stripe key that the stand-in serves.

const fixtures = (
  JSON.parse(readFileSync(new URL('../../fixtures/stripe-fixtures3.json', import.meta.url), 'utf8')) as {
    resources: Record<string, Record<string, unknown>>;
  }
).resources;

/** The keys of each type that functions/ reads (billing, payments). */
const READ_KEYS: Record<string, string[]> = {
  account: ['id', 'charges_enabled', 'payouts_enabled', 'details_submitted', 'requirements', 'metadata'],
  account_link: ['url', 'expires_at'],
  'billing_portal.session': ['url'],
  charge: [
    'id',
    'amount',
    'amount_refunded',
    'created',
    'failure_message',
    'payment_method_details',
    'receipt_url',
    'status',
  ],
  'checkout.session': [
    'id',
    'url',
    'status',
    'payment_status',
    'payment_intent',
    'metadata',
    'mode',
    'subscription',
    'customer_details',
    'customer_email',
    'amount_total',
    'currency',
  ],
  coupon: ['id', 'percent_off', 'amount_off'],
  customer: ['id', 'email', 'invoice_settings'],
  event: ['id', 'type', 'data', 'created'],
  invoice: [
    'id',
    'status',
    'number',
    'amount_due',
    'amount_paid',
    'attempt_count',
    'hosted_invoice_url',
    'invoice_pdf',
    'parent',
    'total',
    'total_discount_amounts',
    'lines',
    'created',
  ],
  payment_intent: ['id', 'status', 'amount', 'metadata', 'latest_charge', 'last_payment_error'],
  payment_method: ['id', 'card'],
  price: ['id', 'unit_amount', 'recurring', 'lookup_key', 'product'],
  product: ['name'],
  refund: ['id', 'amount', 'status', 'charge'],
  subscription: [
    'id',
    'status',
    'items',
    'customer',
    'metadata',
    'cancel_at_period_end',
    'trial_end',
    'default_payment_method',
    'latest_invoice',
    'created',
  ],
};

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Type mismatches between a served object and Stripe's example, as `path: served vs stripe`. */
function mismatches(served: unknown, example: unknown, path: string): string[] {
  const a = kind(served);
  const b = kind(example);
  if (a === 'null' || b === 'null') return [];
  // An expandable field: the id, or the object with that id.
  if (a === 'string' && b === 'object' && 'id' in (example as object)) return [];
  if (a === 'object' && b === 'string' && 'id' in (served as object)) return [];
  if (a !== b) return [`${path}: ${a} vs ${b}`];
  if (a === 'array') {
    const [first] = served as unknown[];
    const [other] = example as unknown[];
    return first === undefined || other === undefined ? [] : mismatches(first, other, `${path}[0]`);
  }
  if (a !== 'object') return [];
  const left = served as Record<string, unknown>;
  const right = example as Record<string, unknown>;
  return Object.keys(left)
    .filter((key) => key in right)
    .flatMap((key) => mismatches(left[key], right[key], path ? `${path}.${key}` : key));
}

let standIn: StripeStandIn;
const served: Record<string, Record<string, unknown>> = {};

async function call(method: string, path: string, params: Record<string, string> = {}) {
  const body = new URLSearchParams(params).toString();
  const response = await fetch(`${standIn.url}${path}${method === 'GET' && body ? `?${body}` : ''}`, {
    method,
    headers: {
      authorization: 'Bearer sk_test_fixtures',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: method === 'GET' ? undefined : body,
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json;
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: 'whsec_test' });
  const engine = standIn.engine;
  // Connect: an Express account, its onboarding link, onboarding completed.
  const account = await call('POST', '/v1/accounts', {
    type: 'express',
    'metadata[ridgeline_account]': 'a1',
  });
  served.account_link = await call('POST', '/v1/account_links', {
    account: account.id as string,
    type: 'account_onboarding',
    return_url: 'http://localhost/return',
    refresh_url: 'http://localhost/refresh',
  });
  const token = String(served.account_link.url).split('/').pop()!;
  const { completeOnboarding } = await import('../../../infra/local/stripe/connect.js');
  completeOnboarding(engine, token, 'complete');
  served.account = await call('GET', `/v1/accounts/${account.id as string}`);
  // A destination charge paid by card, then refunded in part.
  const payment = await call('POST', '/v1/checkout/sessions', {
    mode: 'payment',
    success_url: 'http://localhost/ok',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '450000',
    'line_items[0][price_data][product_data][name]': 'Deposit',
    'line_items[0][quantity]': '1',
    'payment_method_types[0]': 'card',
    'payment_method_types[1]': 'us_bank_account',
    'payment_intent_data[application_fee_amount]': '4500',
    'payment_intent_data[transfer_data][destination]': account.id as string,
  });
  engine.completeCheckout(payment.id as string, {
    email: 'h@example.com',
    name: 'H',
    card: '4242424242424242',
  });
  served['checkout.session'] = await call('GET', `/v1/checkout/sessions/${payment.id as string}`);
  served.payment_intent = await call(
    'GET',
    `/v1/payment_intents/${served['checkout.session'].payment_intent as string}`,
  );
  served.refund = await call('POST', '/v1/refunds', {
    payment_intent: served.payment_intent.id as string,
    amount: '1000',
  });
  served.charge = await call('GET', `/v1/charges/${served.payment_intent.latest_charge as string}`);
  // Billing: a coupon, a subscription through Checkout, its invoice, card, portal.
  served.coupon = await call('POST', '/v1/coupons', { percent_off: '10', duration: 'once' });
  const prices = await call('GET', '/v1/prices', { 'expand[]': 'data.product' });
  const price = (prices.data as Record<string, unknown>[])[0];
  served.product = price.product as Record<string, unknown>;
  served.price = await call('GET', `/v1/prices/${price.id as string}`);
  served.customer = await call('POST', '/v1/customers', { email: 'c@example.com' });
  const subscribe = await call('POST', '/v1/checkout/sessions', {
    mode: 'subscription',
    success_url: 'http://localhost/ok',
    customer: served.customer.id as string,
    'line_items[0][price]': price.id as string,
    'line_items[0][quantity]': '1',
  });
  const done = engine.completeCheckout(subscribe.id as string, {
    email: 'c@example.com',
    name: 'C',
    card: '4242424242424242',
  });
  served.subscription = await call('GET', `/v1/subscriptions/${done.subscription as string}`);
  served.invoice = await call('GET', `/v1/invoices/${served.subscription.latest_invoice as string}`);
  served.payment_method = await call(
    'GET',
    `/v1/payment_methods/${served.subscription.default_payment_method as string}`,
  );
  served.customer = await call('GET', `/v1/customers/${served.customer.id as string}`);
  served['billing_portal.session'] = await call('POST', '/v1/billing_portal/sessions', {
    customer: served.customer.id as string,
  });
  served.event = (
    (await call('GET', '/v1/events', { type: 'charge.refunded' })).data as Record<string, unknown>[]
  )[0];
});

afterAll(async () => {
  await standIn?.stop();
});

describe('the Stripe stand-in against Stripe’s example objects', () => {
  it('serves every pinned type, and only pinned types', () => {
    expect(Object.keys(served).sort()).toEqual(Object.keys(fixtures).sort());
    for (const [type, object] of Object.entries(served)) expect(object.object, type).toBe(type);
  });

  it.each(Object.keys(READ_KEYS))('%s: no key has another type than Stripe’s', (type) => {
    expect(mismatches(served[type], fixtures[type], '')).toEqual([]);
  });

  it.each(Object.keys(READ_KEYS))('%s: every key our code reads is Stripe’s and served', (type) => {
    const keys = READ_KEYS[type];
    expect(
      keys.filter((key) => !(key in fixtures[type])),
      'not in Stripe’s object',
    ).toEqual([]);
    expect(
      keys.filter((key) => !(key in served[type])),
      'not served',
    ).toEqual([]);
  });

  it('the comparison catches a type mismatch and a missing key', () => {
    expect(mismatches({ amount: '100' }, { amount: 100 }, '')).toEqual(['amount: string vs number']);
    expect(mismatches({ a: { b: [1] } }, { a: { b: ['x'] } }, '')).toEqual(['a.b[0]: number vs string']);
    expect(mismatches({ customer: 'cus_1' }, { customer: { id: 'cus_1' } }, '')).toEqual([]);
  });
});
