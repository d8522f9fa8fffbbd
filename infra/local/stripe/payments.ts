/**
 * Payment-mode Checkout of the stand-in: the session's PaymentIntent and its charge (card or US bank
 * account), destination charges with application fees (Stripe Connect), ACH debits that settle on the
 * stand-in's clock, and refunds. Shapes follow Stripe's objects (test/fixtures/stripe-fixtures3.json);
 * the test bank accounts are Stripe's documented ones (README.md lists them).
 */
import type { Params } from './form.js';
import { STAND_IN_CARDS } from './cards.js';
import { int, invalid, StripeApiError, type EngineCore, type StripeObject } from './objects.js';

const DAY = 86_400;
/** ACH debits settle after this long on the stand-in's clock (Stripe: up to four business days). */
export const BANK_DEBIT_SETTLE_SECONDS = 4 * DAY;
/** The routing number of Stripe's test bank accounts. */
export const TEST_ROUTING_NUMBER = '110000000';

/**
 * Stripe's test US bank accounts (routing 110000000, checked against Stripe's ACH Direct Debit testing
 * table): account number → how the debit ends.
 */
export const TEST_BANK_ACCOUNTS: Readonly<Record<string, { fails?: { code: string; message: string } }>> = {
  '000123456789': {},
  '000111111113': {
    fails: { code: 'account_closed', message: "The customer's bank account has been closed." },
  },
  '000111111116': {
    fails: { code: 'no_account', message: "The customer's bank account could not be located." },
  },
  '000222222227': {
    fails: { code: 'insufficient_funds', message: "The customer's account has insufficient funds." },
  },
  '000333333335': {
    fails: {
      code: 'debit_not_authorized',
      message: 'The customer has notified their bank that this payment was unauthorized.',
    },
  },
};

/** A test bank account, or the error Stripe's form shows for one it does not know. */
export function bankAccountOf(routing: string, account: string) {
  const known = TEST_BANK_ACCOUNTS[account.replace(/\D/g, '')];
  if (routing.replace(/\D/g, '') !== TEST_ROUTING_NUMBER || !known)
    throw new StripeApiError(402, {
      type: 'invalid_request_error',
      code: 'payment_method_invalid_parameter',
      message: `Use a test bank account: routing ${TEST_ROUTING_NUMBER}, account 000123456789 (or a failing one).`,
    });
  return known;
}

/**
 * The payment-mode fields of a new Checkout Session: its payment method types and the PaymentIntent
 * data (application fee, transfer destination, metadata), checked the way Stripe checks them.
 */
export function checkoutPaymentFields(
  engine: EngineCore,
  params: Params,
  mode: string,
  lines: { amount: number }[],
): Record<string, unknown> {
  // Older API versions take `payment_method_types`; the current one `allowed_payment_method_types`
  // (a filter of what Stripe would offer: here card, plus bank debits when listed).
  const allowed = (params.allowed_payment_method_types as string[] | undefined) ?? null;
  const types = (params.payment_method_types as string[] | undefined) ?? allowed ?? ['card'];
  for (const type of types)
    if (type !== 'card' && type !== 'us_bank_account')
      throw invalid(
        `The payment method type provided: ${type} is invalid.`,
        allowed ? 'allowed_payment_method_types' : 'payment_method_types',
      );
  if (mode !== 'payment' && types.includes('us_bank_account'))
    throw invalid('The stand-in offers bank debits in payment mode only.', 'payment_method_types');
  const data = params.payment_intent_data as Params | undefined;
  if (data && mode !== 'payment')
    throw invalid('You can only specify `payment_intent_data` in `payment` mode.', 'payment_intent_data');
  const destination = (data?.transfer_data as Params | undefined)?.destination as string | undefined;
  const fee = data?.application_fee_amount === undefined ? null : int(data.application_fee_amount, -1);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (fee !== null && (fee < 0 || fee > total))
    throw invalid(
      'The application fee must be a positive integer no greater than the amount.',
      'payment_intent_data[application_fee_amount]',
    );
  if (fee !== null && !destination)
    throw invalid(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      'payment_intent_data[application_fee_amount]',
    );
  if (destination) {
    const account = engine.get('account', destination);
    if (!account.charges_enabled)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        param: 'payment_intent_data[transfer_data][destination]',
        message:
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      });
  }
  return {
    payment_method_types: types,
    allowed_payment_method_types: allowed,
    payment_intent_data: {
      application_fee_amount: fee,
      destination: destination ?? null,
      metadata: (data?.metadata as Params | undefined) ?? {},
      description: (data?.description as string | undefined) ?? null,
    },
  };
}

interface IntentData {
  application_fee_amount: number | null;
  destination: string | null;
  metadata: Params;
  description: string | null;
}

/** The session's PaymentIntent, made on the first attempt to pay (as Checkout does). */
function sessionIntent(engine: EngineCore, session: StripeObject): StripeObject {
  if (session.payment_intent) return engine.get('payment_intent', session.payment_intent as string);
  const data = (session.payment_intent_data as IntentData | undefined) ?? {
    application_fee_amount: null,
    destination: null,
    metadata: {},
    description: null,
  };
  const intent = engine.put({
    ...engine.base('pi', 'payment_intent'),
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: data.application_fee_amount,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    currency: 'usd',
    customer: session.customer ?? null,
    description: data.description,
    last_payment_error: null,
    latest_charge: null,
    // Metadata given for the intent, else the session's (presale sessions set only the session's).
    metadata: Object.keys(data.metadata).length ? data.metadata : (session.metadata ?? {}),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_types: session.payment_method_types ?? ['card'],
    receipt_email: null,
    status: 'requires_payment_method',
    transfer_data: data.destination ? { destination: data.destination } : null,
    transfer_group: null,
  });
  session.payment_intent = intent.id;
  engine.put(session);
  return intent;
}

function charge(
  engine: EngineCore,
  intent: StripeObject,
  details: Record<string, unknown>,
  status: 'succeeded' | 'pending' | 'failed',
  failure?: { code: string; message: string },
): StripeObject {
  const made = engine.base('ch', 'charge');
  return engine.put({
    ...made,
    amount: intent.amount,
    amount_captured: status === 'failed' ? 0 : intent.amount,
    amount_refunded: 0,
    application_fee_amount: intent.application_fee_amount,
    billing_details: { email: null, name: null, phone: null },
    captured: status !== 'failed',
    currency: 'usd',
    customer: intent.customer,
    description: intent.description,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    metadata: intent.metadata,
    paid: status === 'succeeded',
    payment_intent: intent.id,
    payment_method: `pm_${made.id.slice(3)}`,
    payment_method_details: details,
    receipt_url: `${engine.baseUrl}/receipts/${made.id}`,
    refunded: false,
    status,
    transfer_data: intent.transfer_data,
  });
}

/** A declined test card: the session's intent fails (payment_intent.payment_failed), the session stays open. */
export function declineSessionPayment(engine: EngineCore, session: StripeObject, number: string): void {
  const intent = sessionIntent(engine, session);
  const failed = charge(
    engine,
    intent,
    { type: 'card', card: { brand: STAND_IN_CARDS[number].brand, last4: number.slice(-4) } },
    'failed',
    { code: 'card_declined', message: 'Your card was declined.' },
  );
  intent.latest_charge = failed.id;
  intent.last_payment_error = {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    charge: failed.id,
  };
  engine.put(intent);
  engine.emit('payment_intent.payment_failed', intent);
}

/** Pays a payment-mode session: a card charge succeeds at once, a bank debit is processing. */
export function paySession(
  engine: EngineCore,
  session: StripeObject,
  customerId: string,
  form: { card: string; method?: string; account?: string },
): StripeObject {
  const intent = sessionIntent(engine, session);
  intent.customer = customerId;
  const bank = form.method === 'us_bank_account';
  const digits = (bank ? form.account : form.card)?.replace(/\D/g, '') ?? '';
  const details = bank
    ? {
        type: 'us_bank_account',
        us_bank_account: {
          account_holder_type: 'individual',
          account_type: 'checking',
          bank_name: 'STRIPE TEST BANK',
          last4: digits.slice(-4),
          routing_number: TEST_ROUTING_NUMBER,
        },
      }
    : { type: 'card', card: { brand: STAND_IN_CARDS[digits].brand, last4: digits.slice(-4) } };
  const made = charge(engine, intent, details, bank ? 'pending' : 'succeeded');
  intent.latest_charge = made.id;
  intent.payment_method = made.payment_method;
  intent.last_payment_error = null;
  if (bank) {
    intent.status = 'processing';
    intent.processing = { type: 'us_bank_account' };
    intent.settles_at = engine.now() + BANK_DEBIT_SETTLE_SECONDS;
    intent.settle_failure = TEST_BANK_ACCOUNTS[digits]?.fails ?? null;
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }
  return engine.put(intent);
}

/** The events Stripe sends about an intent's outcome right after Checkout. */
export function publishPaymentOutcome(engine: EngineCore, intent: StripeObject): void {
  if (intent.status === 'processing') engine.emit('payment_intent.processing', intent);
  if (intent.status === 'succeeded') {
    engine.emit('charge.succeeded', engine.get('charge', intent.latest_charge as string));
    engine.emit('payment_intent.succeeded', intent);
  }
}

/** On the clock: bank debits whose time has come succeed or fail, with Stripe's events. */
export function settleBankDebits(engine: EngineCore): void {
  const now = engine.now();
  for (const intent of engine
    .all('payment_intent', (pi) => pi.status === 'processing' && int(pi.settles_at, 0) <= now)
    .reverse()) {
    const made = engine.get('charge', intent.latest_charge as string);
    const session = engine.all('checkout.session', (s) => s.payment_intent === intent.id)[0];
    const failure = intent.settle_failure as { code: string; message: string } | null;
    intent.processing = null;
    if (failure) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'invalid_request_error', ...failure, charge: made.id };
      engine.put(
        Object.assign(made, {
          status: 'failed',
          failure_code: failure.code,
          failure_message: failure.message,
          paid: false,
        }),
      );
      engine.put(intent);
      engine.emit('charge.failed', made);
      engine.emit('payment_intent.payment_failed', intent);
      if (session) engine.emit('checkout.session.async_payment_failed', session);
      continue;
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    engine.put(Object.assign(made, { status: 'succeeded', paid: true }));
    engine.put(intent);
    if (session) {
      session.payment_status = 'paid';
      engine.put(session);
    }
    engine.emit('charge.succeeded', made);
    engine.emit('payment_intent.succeeded', intent);
    if (session) engine.emit('checkout.session.async_payment_succeeded', session);
  }
}

/**
 * POST /v1/refunds: all or part of what is left of a succeeded charge (by charge or payment intent).
 * `reverse_transfer` and `refund_application_fee` are accepted as Stripe takes them for destination
 * charges. Sends charge.refunded and refund.created.
 */
export function createRefund(engine: EngineCore, params: Params): StripeObject {
  const intentId = params.payment_intent as string | undefined;
  const chargeId =
    (params.charge as string | undefined) ??
    (intentId ? (engine.get('payment_intent', intentId).latest_charge as string | null) : null);
  if (!chargeId) throw invalid('Provide a charge or a payment_intent to refund.');
  const paid = engine.get('charge', chargeId);
  if (paid.status !== 'succeeded')
    throw invalid(`Charge ${paid.id} has not succeeded, so it cannot be refunded.`, 'charge');
  const left = int(paid.amount, 0) - int(paid.amount_refunded, 0);
  const amount = params.amount === undefined ? left : int(params.amount, -1);
  if (left <= 0)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'charge_already_refunded',
      message: `Charge ${paid.id} has already been refunded.`,
    });
  if (amount <= 0 || amount > left)
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'amount_too_large',
      param: 'amount',
      message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
    });
  const refund = engine.put({
    ...engine.base('re', 'refund'),
    amount,
    balance_transaction: null,
    charge: paid.id,
    currency: 'usd',
    destination_details: null,
    metadata: (params.metadata as Params | undefined) ?? {},
    payment_intent: paid.payment_intent,
    reason: (params.reason as string | undefined) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
  const previous = { amount_refunded: paid.amount_refunded, refunded: paid.refunded };
  paid.amount_refunded = int(paid.amount_refunded, 0) + amount;
  paid.refunded = paid.amount_refunded === paid.amount;
  engine.put(paid);
  engine.emit('refund.created', refund);
  engine.emit('charge.refunded', paid, previous);
  return refund;
}
