/**
 * The Stripe stand-in's objects and business rules: customers, prices, checkout sessions, payment
 * methods, subscriptions, invoices, billing portal sessions, coupons and events, on a clock that
 * tests can move. Objects follow Stripe's current API shapes (periods on subscription items,
 * an invoice's subscription under `parent.subscription_details`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLANS, yearlyMonthlyPrice } from '../../../shared/kernel/plans.js';
import type { Params } from './form.js';
import {
  int,
  invalid,
  missing,
  newId,
  StripeApiError,
  type EngineCore,
  type StripeObject,
} from './objects.js';
import { STAND_IN_CARDS } from './cards.js';
import {
  bankAccountOf,
  checkoutPaymentFields,
  declineSessionPayment,
  paySession,
  publishPaymentOutcome,
  settleBankDebits,
} from './payments.js';

/** What the hosted checkout page posts. */
export interface CheckoutForm {
  email: string;
  name: string;
  card: string;
  /** `card` (default) or `us_bank_account` (payment mode only). */
  method?: string;
  routing?: string;
  account?: string;
}

export { invalid, missing, StripeApiError, type StripeObject } from './objects.js';

const DAY = 86_400;
const GRACE_DAYS_BEFORE_UNPAID = 7;

/** The state of the stand-in, kept in one JSON file so `npm start` restarts keep it. */
interface State {
  objects: Record<string, StripeObject>;
  clockOffsetSeconds: number;
}

/** Something that should be told about a new event (the webhook sender). */
export type EventListener = (event: StripeObject) => void;

/** The stand-in's engine: all objects and the rules that change them. */
export class StripeEngine implements EngineCore {
  private state: State = { objects: {}, clockOffsetSeconds: 0 };
  private readonly file?: string;
  private listener: EventListener = () => undefined;

  constructor(
    readonly baseUrl: string,
    dataDir?: string,
  ) {
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true });
      this.file = path.join(dataDir, 'state.json');
      if (existsSync(this.file)) this.state = JSON.parse(readFileSync(this.file, 'utf8')) as State;
    }
    this.seedPrices();
  }

  /** Who hears about new events. */
  onEvent(listener: EventListener): void {
    this.listener = listener;
  }

  /** Seconds since the epoch on the stand-in's (movable) clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.state.clockOffsetSeconds;
  }

  private save(): void {
    if (this.file) writeFileSync(this.file, JSON.stringify(this.state));
  }

  /** Stores an object (new or changed) and saves the state. */
  put<T extends StripeObject>(object: T): T {
    this.state.objects[object.id] = object;
    this.save();
    return object;
  }

  /** An object by id and type, or Stripe's 404. */
  get(kind: string, id: string): StripeObject {
    const found = this.state.objects[id];
    if (!found || found.object !== kind) throw missing(kind.replace(/^.*\./, '').replace('_', ' '), id);
    return found;
  }

  /** Every object of a type matching `filter`, newest first (Stripe's list order). */
  all(kind: string, filter: (object: StripeObject) => boolean = () => true): StripeObject[] {
    return Object.values(this.state.objects)
      .filter((object) => object.object === kind && filter(object))
      .sort((a, b) => b.created - a.created || (b.seq as number) - (a.seq as number));
  }

  private seq = 0;
  /** The common fields of a new object: id with Stripe's prefix, type, created on the stand-in's clock. */
  base(prefix: string, object: string): StripeObject {
    this.seq += 1;
    return { id: newId(prefix), object, created: this.now(), livemode: false, seq: this.seq };
  }

  private seedPrices(): void {
    for (const plan of PLANS) {
      const productId = `prod_ridgeline_${plan.tier}`;
      if (this.state.objects[productId]) continue;
      this.put({ id: productId, object: 'product', created: this.now(), name: plan.name, active: true });
      for (const interval of ['month', 'year'] as const) {
        const unit = interval === 'month' ? plan.monthlyPrice : yearlyMonthlyPrice(plan.monthlyPrice) * 12;
        const cycle = interval === 'month' ? 'monthly' : 'yearly';
        this.put({
          id: `price_ridgeline_${plan.tier}_${cycle}`,
          object: 'price',
          created: this.now(),
          active: true,
          currency: 'usd',
          product: productId,
          nickname: `${plan.name} ${cycle}`,
          lookup_key: `ridgeline_${plan.tier}_${cycle}`,
          unit_amount: unit * 100,
          type: 'recurring',
          recurring: { interval, interval_count: 1, usage_type: 'licensed' },
        });
      }
    }
  }

  /**
   * Records and publishes an event; `account` marks an event of a connected account (Stripe sends
   * those to Connect endpoints only, with the account's id on the event).
   */
  emit(type: string, object: StripeObject, previous?: Record<string, unknown>, account?: string): void {
    const event = this.put({
      ...this.base('evt', 'event'),
      ...(account ? { account } : {}),
      type,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    });
    this.listener(event);
  }

  // Customers

  /** POST /v1/customers */
  createCustomer(params: Params): StripeObject {
    return this.put({
      ...this.base('cus', 'customer'),
      email: (params.email as string) ?? null,
      name: (params.name as string) ?? null,
      metadata: (params.metadata as Params) ?? {},
      invoice_settings: { default_payment_method: null },
    });
  }

  /** POST /v1/customers/:id */
  updateCustomer(id: string, params: Params): StripeObject {
    const customer = this.get('customer', id);
    if (params.email !== undefined) customer.email = params.email;
    if (params.name !== undefined) customer.name = params.name;
    if (params.metadata)
      customer.metadata = { ...(customer.metadata as object), ...(params.metadata as Params) };
    return this.put(customer);
  }

  // Coupons (the seam for discounts at checkout)

  /** POST /v1/coupons */
  createCoupon(params: Params): StripeObject {
    if (!params.percent_off && !params.amount_off) throw invalid('Coupons need percent_off or amount_off');
    // As Stripe: once (the default) | repeating, which alone needs duration_in_months | forever.
    const duration = (params.duration as string) ?? 'once';
    if (!['once', 'repeating', 'forever'].includes(duration))
      throw invalid('duration must be one of once, repeating, forever', 'duration');
    const months = params.duration_in_months === undefined ? null : int(params.duration_in_months, 0);
    if (duration === 'repeating' && !(months && months > 0))
      throw invalid('duration_in_months is required when duration is repeating', 'duration_in_months');
    if (duration !== 'repeating' && months !== null)
      throw invalid('duration_in_months can only be set when duration is repeating', 'duration_in_months');
    if (params.id && this.state.objects[params.id as string])
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_already_exists',
        param: 'id',
        message: 'Coupon already exists.',
      });
    return this.put({
      ...this.base('coupon', 'coupon'),
      id: (params.id as string) ?? newId('coupon').slice(7),
      percent_off: params.percent_off ? Number(params.percent_off) : null,
      amount_off: params.amount_off ? int(params.amount_off, 0) : null,
      currency: params.amount_off ? ((params.currency as string) ?? 'usd') : null,
      duration,
      duration_in_months: months,
      valid: true,
    });
  }

  private discounted(amount: number, couponId: string | undefined): number {
    return amount - this.discountOf(amount, couponId);
  }

  /** What a coupon takes off a positive subtotal (Stripe discounts no credit). */
  private discountOf(subtotal: number, couponId: string | undefined): number {
    if (!couponId || subtotal <= 0) return 0;
    const coupon = this.get('coupon', couponId);
    if (coupon.percent_off) return Math.round((subtotal * Number(coupon.percent_off)) / 100);
    return Math.min(subtotal, int(coupon.amount_off, 0));
  }

  // Checkout

  /** POST /v1/checkout/sessions */
  createCheckoutSession(params: Params): StripeObject {
    const mode = params.mode as string;
    if (mode !== 'payment' && mode !== 'subscription')
      throw invalid('mode must be one of payment, setup, subscription', 'mode');
    if (!params.success_url) throw invalid('Missing required param: success_url.', 'success_url');
    const items = (params.line_items as Params[] | undefined) ?? [];
    if (items.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    const lines = items.map((item, index) => {
      const quantity = int(item.quantity, 1);
      if (item.price) {
        const price = this.get('price', item.price as string);
        if (mode === 'payment' && price.type === 'recurring')
          throw invalid('Recurring prices need subscription mode.', `line_items[${index}][price]`);
        return {
          price: price.id,
          description: price.nickname,
          amount: int(price.unit_amount, 0) * quantity,
          quantity,
        };
      }
      const data = item.price_data as Params | undefined;
      if (!data?.unit_amount)
        throw invalid('You must specify either price or price_data.', `line_items[${index}]`);
      const product = (data.product_data as Params | undefined)?.name as string;
      return { price: null, description: product, amount: int(data.unit_amount, 0) * quantity, quantity };
    });
    if (params.customer) this.get('customer', params.customer as string);
    const paymentFields = checkoutPaymentFields(this, params, mode, lines);
    const couponId = ((params.discounts as Params[] | undefined)?.[0]?.coupon as string) || undefined;
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const subscriptionData = (params.subscription_data as Params | undefined) ?? {};
    const trialEnd = subscriptionData.trial_end ? int(subscriptionData.trial_end, 0) : null;
    // Stripe: "Has to be at least 48 hours in the future" (Checkout's subscription_data.trial_end). Checked
    // on real time: the stand-in's one shared clock stands for a test clock of the customers that existed
    // when it moved, and a new Stripe customer without a test clock lives on real time.
    if (trialEnd !== null && (mode !== 'subscription' || trialEnd < Math.floor(Date.now() / 1000) + 2 * DAY))
      throw invalid(
        'subscription_data.trial_end must be at least 48 hours in the future.',
        'subscription_data[trial_end]',
      );
    const session = this.base('cs_test', 'checkout.session');
    const expiresAt = this.sessionExpiry(params.expires_at, session.created);
    return this.put({
      ...session,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      currency: 'usd',
      amount_subtotal: subtotal,
      // A trial's first invoice is $0: the session charges nothing now (the hosted page says when).
      amount_total: trialEnd ? 0 : this.discounted(subtotal, couponId),
      discounts: couponId ? [{ coupon: couponId }] : [],
      subscription_trial_end: trialEnd,
      customer: (params.customer as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      customer_details: null,
      client_reference_id: (params.client_reference_id as string) ?? null,
      metadata: (params.metadata as Params) ?? {},
      subscription_data_metadata: subscriptionData.metadata ?? {},
      line_items_summary: lines,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: `${this.baseUrl}/checkout/${session.id}`,
      payment_intent: null,
      subscription: null,
      invoice: null,
      expires_at: expiresAt,
      ...paymentFields,
    });
  }

  /**
   * A session's `expires_at`: Stripe's default of 24 hours, or the caller's, which Stripe takes only
   * from 30 minutes to 24 hours after creation. The caller reckons on its own (the machine's) clock,
   * while this stand-in's clock may have been moved ahead (`/__clock/advance`), so the timestamp is
   * checked against the machine's time and kept the same distance ahead of the stand-in's own.
   */
  private sessionExpiry(requested: unknown, created: number): number {
    if (requested === undefined || requested === '') return created + DAY;
    const callerNow = Math.floor(Date.now() / 1000);
    const ahead = int(requested, Number.NaN) - callerNow;
    if (!Number.isFinite(ahead)) throw invalid('Invalid integer: expires_at', 'expires_at');
    if (ahead < 30 * 60)
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'expires_at',
      );
    if (ahead > DAY)
      throw invalid(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'expires_at',
      );
    return created + ahead;
  }

  /** POST /v1/checkout/sessions/:id/expire: only an open session expires; Stripe then sends checkout.session.expired. */
  expireCheckoutSession(sessionId: string): StripeObject {
    const session = this.get('checkout.session', sessionId);
    if (session.status !== 'open')
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${String(session.status)}\`.`,
      );
    return this.expire(session);
  }

  private expire(session: StripeObject): StripeObject {
    session.status = 'expired';
    this.put(session);
    this.emit('checkout.session.expired', session);
    return session;
  }

  /**
   * What the hosted checkout page submits: pays with a test card or (payment mode, when the session
   * offers it) a test US bank account, or says why not. A payment-mode session's payment goes through
   * its PaymentIntent (./payments.ts): a decline fails the intent, a bank debit stays processing until
   * the clock settles it.
   */
  completeCheckout(sessionId: string, form: CheckoutForm): StripeObject {
    const session = this.get('checkout.session', sessionId);
    if (session.status !== 'open') throw invalid('This Checkout Session is no longer active.');
    const bank = form.method === 'us_bank_account';
    if (bank && !((session.payment_method_types as string[] | undefined) ?? []).includes('us_bank_account'))
      throw invalid('This Checkout Session does not accept bank debits.');
    const card = bank ? undefined : STAND_IN_CARDS[form.card.replace(/\D/g, '')];
    if (!bank && !card)
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
    if (card?.declines) {
      if (session.mode === 'payment') declineSessionPayment(this, session, form.card.replace(/\D/g, ''));
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    if (bank) bankAccountOf(form.routing ?? '', form.account ?? '');
    const email = form.email || (session.customer_email as string) || '';
    const customerId =
      (session.customer as string | null) ?? this.createCustomer({ email, name: form.name }).id;
    session.customer = customerId;
    session.customer_details = { email, name: form.name || null };
    session.status = 'complete';
    if (session.mode === 'payment') {
      const intent = paySession(this, session, customerId, form);
      session.payment_status = intent.status === 'succeeded' ? 'paid' : 'unpaid';
      this.put(session);
      this.emit('checkout.session.completed', session);
      publishPaymentOutcome(this, intent);
      return session;
    }
    const method = this.createPaymentMethod(customerId, form.card.replace(/\D/g, ''));
    const trialEnd = (session.subscription_trial_end as number | null | undefined) ?? null;
    session.payment_status = trialEnd ? 'no_payment_required' : 'paid';
    const line = (session.line_items_summary as { price: string; quantity: number }[])[0];
    const subscription = this.createSubscription(customerId, line.price, line.quantity, method.id, {
      metadata: session.subscription_data_metadata as Params,
      coupon: (session.discounts as { coupon: string }[])[0]?.coupon,
      trialEnd,
    });
    session.subscription = subscription.id;
    session.invoice = subscription.latest_invoice;
    this.put(session);
    this.emit('checkout.session.completed', session);
    return session;
  }

  // Payment methods

  /** A card payment method of a test card for a customer (made its default). */
  createPaymentMethod(customerId: string, number: string): StripeObject {
    const card = STAND_IN_CARDS[number];
    const method = this.put({
      ...this.base('pm', 'payment_method'),
      type: 'card',
      customer: customerId,
      card: { brand: card.brand, last4: number.slice(-4), exp_month: 12, exp_year: 2034, funding: 'credit' },
      billing_details: {},
      charge_fails: card.chargeFails ?? false,
    });
    const customer = this.get('customer', customerId);
    customer.invoice_settings = { default_payment_method: method.id };
    this.put(customer);
    return method;
  }

  /** The hosted portal's "update card": new default card, then a retry of any open invoice. */
  updateCard(customerId: string, number: string): StripeObject {
    const digits = number.replace(/\D/g, '');
    const card = STAND_IN_CARDS[digits];
    if (!card || card.declines)
      throw new StripeApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      });
    const method = this.createPaymentMethod(customerId, digits);
    for (const subscription of this.all(
      'subscription',
      (sub) => sub.customer === customerId && sub.status !== 'canceled',
    )) {
      const previous = { default_payment_method: subscription.default_payment_method };
      subscription.default_payment_method = method.id;
      this.put(subscription);
      this.emit('customer.subscription.updated', subscription, previous);
    }
    for (const invoice of this.all('invoice', (inv) => inv.customer === customerId && inv.status === 'open'))
      this.attemptInvoice(invoice);
    return method;
  }

  // Subscriptions

  private priceOf(id: string): StripeObject {
    return this.get('price', id);
  }

  private periodEnd(start: number, priceId: string): number {
    const interval = (this.priceOf(priceId).recurring as { interval: string }).interval;
    const date = new Date(start * 1000);
    if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  private createSubscription(
    customerId: string,
    priceId: string,
    quantity: number,
    methodId: string,
    options: { metadata: Params; coupon?: string; trialEnd?: number | null },
  ): StripeObject {
    const start = this.now();
    const subscription = this.base('sub', 'subscription');
    const itemId = newId('si');
    // A trial already over on the moved clock (see createCheckoutSession) starts billing at once.
    const trialEnd = options.trialEnd && options.trialEnd > start ? options.trialEnd : null;
    // A trial is the first period: Stripe bills nothing until it ends, then anchors the cycle there.
    const end = trialEnd ?? this.periodEnd(start, priceId);
    Object.assign(subscription, {
      customer: customerId,
      status: trialEnd ? 'trialing' : 'active',
      currency: 'usd',
      start_date: start,
      billing_cycle_anchor: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      trial_start: trialEnd ? start : null,
      trial_end: trialEnd,
      default_payment_method: methodId,
      discounts: options.coupon ? [options.coupon] : [],
      metadata: options.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: itemId,
            object: 'subscription_item',
            created: start,
            price: structuredClone(this.priceOf(priceId)),
            quantity,
            current_period_start: start,
            current_period_end: end,
          },
        ],
        has_more: false,
      },
      latest_invoice: null,
    });
    this.put(subscription);
    const nickname = this.priceOf(priceId).nickname as string;
    const invoice = this.createInvoice(subscription, 'subscription_create', [
      trialEnd
        ? { description: `Trial period for ${nickname}`, amount: 0 }
        : { description: `${quantity} × ${nickname}`, amount: this.lineAmount(subscription) },
    ]);
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    this.put(invoice);
    subscription.latest_invoice = invoice.id;
    this.put(subscription);
    this.emit('customer.subscription.created', subscription);
    this.emit('invoice.paid', invoice);
    return subscription;
  }

  private item(subscription: StripeObject) {
    return (subscription.items as { data: Record<string, unknown>[] }).data[0] as {
      id: string;
      price: StripeObject;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    };
  }

  /** A period's undiscounted amount (the invoice applies the subscription's discount to its subtotal). */
  private lineAmount(subscription: StripeObject): number {
    const item = this.item(subscription);
    return int(item.price.unit_amount, 0) * item.quantity;
  }

  /**
   * Whether a subscription's coupon still discounts an invoice for the period starting at `at`, as
   * Stripe's coupon `duration` says: `repeating` the invoices of the first `duration_in_months` months
   * from the start; `forever` all of them; `once` until an invoice has used it (createInvoice removes it).
   */
  private discountApplies(subscription: StripeObject, couponId: string, at: number): boolean {
    const coupon = this.get('coupon', couponId);
    if (coupon.duration !== 'repeating') return true;
    const end = new Date(int(subscription.start_date, 0) * 1000);
    end.setUTCMonth(end.getUTCMonth() + int(coupon.duration_in_months, 0));
    return at < Math.floor(end.getTime() / 1000);
  }

  /** The proration lines of moving a subscription to another price/quantity at `at`. */
  private prorations(subscription: StripeObject, priceId: string, quantity: number, at: number) {
    const item = this.item(subscription);
    // A trial is free on every price: changing it prorates nothing.
    if (subscription.status === 'trialing') return [];
    if (at < item.current_period_start || at > this.now())
      throw invalid(
        'proration_date must be within the current billing period and not in the future.',
        'proration_date',
      );
    const total = item.current_period_end - item.current_period_start;
    const left = Math.max(0, item.current_period_end - at) / total;
    const newPrice = this.priceOf(priceId);
    const oldAmount = int(item.price.unit_amount, 0) * item.quantity;
    const newAmount = int(newPrice.unit_amount, 0) * quantity;
    return [
      {
        description: `Unused time on ${item.price.nickname as string}`,
        amount: -Math.round(oldAmount * left),
        proration: true,
      },
      {
        description: `Remaining time on ${newPrice.nickname as string}`,
        amount: Math.round(newAmount * left),
        proration: true,
      },
    ];
  }

  /** POST /v1/subscriptions/:id */
  updateSubscription(id: string, params: Params): StripeObject {
    const subscription = this.get('subscription', id);
    if (subscription.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const previous: Record<string, unknown> = {};
    if (params.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      const cancelling = params.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancelling;
      subscription.cancel_at = cancelling ? this.item(subscription).current_period_end : null;
    }
    const details = params.cancellation_details as Params | undefined;
    if (details)
      subscription.cancellation_details = {
        ...(subscription.cancellation_details as object),
        comment: details.comment ?? null,
        feedback: details.feedback ?? null,
      };
    if (params.metadata)
      subscription.metadata = { ...(subscription.metadata as object), ...(params.metadata as Params) };
    if (params.default_payment_method) subscription.default_payment_method = params.default_payment_method;
    if (params.discounts !== undefined) {
      // `discounts: ''` removes them; each entry names an existing coupon.
      const entries = Array.isArray(params.discounts) ? (params.discounts as Params[]) : [];
      previous.discounts = subscription.discounts;
      subscription.discounts = entries.map((entry) => this.get('coupon', entry.coupon as string).id);
    }
    const change = (params.items as Params[] | undefined)?.[0];
    let invoice: StripeObject | undefined;
    if (change) {
      const item = this.item(subscription);
      if (change.id && change.id !== item.id)
        throw missing('subscription item', change.id as string, 'items[0][id]');
      const priceId = (change.price as string) ?? item.price.id;
      const quantity = int(change.quantity, item.quantity);
      const at = int(params.proration_date, this.now());
      const lines = this.prorations(subscription, priceId, quantity, at);
      const behaviourNow = (params.proration_behavior as string) ?? 'create_prorations';
      // error_if_incomplete: an invoice that cannot be paid answers 402 and changes nothing (Stripe).
      if (params.payment_behavior === 'error_if_incomplete' && behaviourNow === 'always_invoice') {
        const { total } = this.totals(subscription, lines, item.current_period_start);
        const method = this.state.objects[subscription.default_payment_method as string];
        if (total > 0 && (!method || method.charge_fails))
          throw new StripeApiError(402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          });
      }
      previous.items = structuredClone(subscription.items);
      const newPrice = this.priceOf(priceId);
      const intervalChanged =
        (newPrice.recurring as { interval: string }).interval !==
        (item.price.recurring as { interval: string }).interval;
      item.price = structuredClone(newPrice);
      item.quantity = quantity;
      if (intervalChanged) {
        item.current_period_start = this.now();
        item.current_period_end = this.periodEnd(this.now(), priceId);
      }
      const behaviour = (params.proration_behavior as string) ?? 'create_prorations';
      this.put(subscription);
      if (behaviour === 'always_invoice') {
        invoice = this.createInvoice(subscription, 'subscription_update', lines);
        subscription.latest_invoice = invoice.id;
      } else if (behaviour === 'create_prorations') {
        subscription.pending_prorations = [
          ...((subscription.pending_prorations as unknown[]) ?? []),
          ...lines,
        ];
      }
    }
    this.put(subscription);
    this.emit('customer.subscription.updated', subscription, previous);
    if (invoice) this.attemptInvoice(invoice);
    return this.get('subscription', id);
  }

  /** DELETE /v1/subscriptions/:id */
  cancelSubscription(id: string): StripeObject {
    const subscription = this.get('subscription', id);
    if (subscription.status === 'canceled') return subscription;
    return this.endSubscription(subscription);
  }

  private endSubscription(subscription: StripeObject): StripeObject {
    subscription.status = 'canceled';
    subscription.canceled_at = subscription.canceled_at ?? this.now();
    subscription.ended_at = this.now();
    this.put(subscription);
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  // Invoices

  /** An invoice's subtotal, the subscription's active discount on it and the total (previews use the same). */
  private totals(subscription: StripeObject, lines: { amount: number }[], at: number) {
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const coupon = (subscription.discounts as string[] | undefined)?.[0];
    const active = coupon && this.discountApplies(subscription, coupon, at) ? coupon : undefined;
    const discount = this.discountOf(subtotal, active);
    return { subtotal, discount, total: subtotal - discount, coupon };
  }

  private createInvoice(
    subscription: StripeObject,
    reason: string,
    lines: { description: string; amount: number; proration?: boolean }[],
  ): StripeObject {
    const item = this.item(subscription);
    const invoice = this.base('in', 'invoice');
    const { subtotal, discount, total, coupon } = this.totals(subscription, lines, item.current_period_start);
    // A `once` coupon is spent by the first invoice it discounts; `forever` stays (Stripe's durations).
    if (discount > 0 && this.get('coupon', coupon!).duration === 'once') {
      subscription.discounts = (subscription.discounts as string[]).slice(1);
      this.put(subscription);
    }
    const count = this.all('invoice').length + 1;
    return this.put({
      ...invoice,
      number: `RIDGE-${String(count).padStart(4, '0')}`,
      customer: subscription.customer,
      customer_email: this.get('customer', subscription.customer as string).email,
      status: total <= 0 ? 'paid' : 'open',
      billing_reason: reason,
      currency: 'usd',
      subtotal,
      total,
      total_discount_amounts: discount > 0 ? [{ amount: discount, discount: `di_${coupon}` }] : [],
      amount_due: Math.max(0, total),
      amount_paid: total <= 0 ? 0 : 0,
      amount_remaining: Math.max(0, total),
      attempt_count: 0,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      hosted_invoice_url: `${this.baseUrl}/invoices/${invoice.id}`,
      invoice_pdf: `${this.baseUrl}/invoices/${invoice.id}/pdf`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: lines.map((line) => ({
          id: newId('il'),
          object: 'line_item',
          amount: line.amount,
          currency: 'usd',
          description: line.description,
          period: { start: item.current_period_start, end: item.current_period_end },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: { proration: !!line.proration },
          },
        })),
      },
    });
  }

  /** Charges an open invoice with the subscription's card: paid, or failed (past_due). */
  private attemptInvoice(invoice: StripeObject): void {
    if (invoice.status !== 'open') return;
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription;
    const subscription = this.get('subscription', subscriptionId);
    const method = this.state.objects[subscription.default_payment_method as string];
    invoice.attempt_count = int(invoice.attempt_count, 0) + 1;
    if (method && !method.charge_fails) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      this.put(invoice);
      this.emit('invoice.paid', invoice);
      if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
        const stillOpen = this.all(
          'invoice',
          (inv) => inv.status === 'open' && inv.customer === invoice.customer,
        );
        if (stillOpen.length === 0) {
          const previous = { status: subscription.status };
          subscription.status = 'active';
          this.put(subscription);
          this.emit('customer.subscription.updated', subscription, previous);
        }
      }
      return;
    }
    this.put(invoice);
    this.emit('invoice.payment_failed', invoice);
    if (subscription.status === 'active' || subscription.status === 'trialing') {
      const previous = { status: subscription.status };
      subscription.status = 'past_due';
      this.put(subscription);
      this.emit('customer.subscription.updated', subscription, previous);
    }
  }

  /** POST /v1/invoices/create_preview: what an update would invoice now (proration) or next. */
  previewInvoice(params: Params): StripeObject {
    const subscription = this.get('subscription', params.subscription as string);
    const details = (params.subscription_details as Params | undefined) ?? {};
    const change = (details.items as Params[] | undefined)?.[0];
    const item = this.item(subscription);
    const at = int(details.proration_date, this.now());
    const lines = change
      ? this.prorations(
          subscription,
          (change.price as string) ?? item.price.id,
          int(change.quantity, item.quantity),
          at,
        )
      : [
          {
            description: `${item.quantity} × ${item.price.nickname as string}`,
            // The next invoice is the next period's.
            amount: this.lineAmount(subscription),
          },
        ];
    const period = change ? item.current_period_start : item.current_period_end;
    const { subtotal, discount, total, coupon } = this.totals(subscription, lines, period);
    return {
      id: `upcoming_${newId('in')}`,
      object: 'invoice',
      created: this.now(),
      customer: subscription.customer,
      status: 'draft',
      currency: 'usd',
      subtotal,
      total,
      total_discount_amounts: discount > 0 ? [{ amount: discount, discount: `di_${coupon}` }] : [],
      amount_due: Math.max(0, total),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      next_payment_attempt: item.current_period_end,
      // Current API: the proration moment of a preview is under parent.subscription_details.
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          ...(change && { subscription_proration_date: at }),
        },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: lines.map((line) => ({ id: newId('il'), object: 'line_item', currency: 'usd', ...line })),
      },
    };
  }

  // Billing portal

  /** POST /v1/billing_portal/sessions */
  createPortalSession(params: Params): StripeObject {
    const customer = this.get('customer', params.customer as string);
    const session = this.base('bps', 'billing_portal.session');
    return this.put({
      ...session,
      customer: customer.id,
      return_url: params.return_url ?? null,
      url: `${this.baseUrl}/portal/${session.id}`,
    });
  }

  /** The portal's "cancel plan": at the period end, like Stripe's default portal setting. */
  cancelAtPeriodEnd(customerId: string): void {
    for (const subscription of this.all(
      'subscription',
      (sub) => sub.customer === customerId && sub.status !== 'canceled',
    ))
      this.updateSubscription(subscription.id, { cancel_at_period_end: 'true' });
  }

  /** The plan prices the portal's "change plan" offers. */
  planPrices(): StripeObject[] {
    return this.all('price', (price) => price.type === 'recurring' && price.active === true);
  }

  /**
   * The portal's "change plan" (Stripe's `subscription_update` portal feature): the new price, invoiced
   * at once like the app's own plan change, then `customer.subscription.updated` as for any update.
   */
  changePlan(customerId: string, priceId: string): void {
    const price = this.planPrices().find((candidate) => candidate.id === priceId);
    if (!price) throw invalid('Choose one of the plans offered.', 'price');
    for (const subscription of this.all(
      'subscription',
      (sub) => sub.customer === customerId && sub.status !== 'canceled',
    ))
      this.updateSubscription(subscription.id, {
        items: [{ id: this.item(subscription).id, price: priceId }],
        proration_behavior: 'always_invoice',
      });
  }

  // Clock

  /**
   * POST /__clock/reset: back to real time, for tests of new customers only (a new Stripe customer has
   * no test clock). Nothing runs: what an earlier advance made due has run already.
   */
  resetClock(): number {
    this.state.clockOffsetSeconds = 0;
    this.save();
    return this.now();
  }

  /** POST /__clock/advance: moves time and runs what falls due (renewals, ends, expiries, dunning). */
  advance(seconds: number): number {
    this.state.clockOffsetSeconds += Math.max(0, Math.trunc(seconds));
    this.save();
    const now = this.now();
    for (const session of this.all(
      'checkout.session',
      (s) => s.status === 'open' && int(s.expires_at, 0) <= now,
    ))
      this.expire(session);
    settleBankDebits(this);
    for (const subscription of this.all('subscription', (sub) => sub.status !== 'canceled').reverse()) {
      let guard = 0;
      while (
        subscription.status !== 'canceled' &&
        this.item(subscription).current_period_end <= now &&
        guard < 36
      ) {
        guard += 1;
        if (subscription.cancel_at_period_end) {
          this.endSubscription(subscription);
          break;
        }
        this.renew(subscription);
      }
      if (subscription.status === 'past_due') {
        const open = this.all(
          'invoice',
          (inv) => inv.status === 'open' && inv.customer === subscription.customer,
        );
        for (const invoice of open) this.attemptInvoice(invoice);
        const oldest = this.all(
          'invoice',
          (inv) => inv.status === 'open' && inv.customer === subscription.customer,
        ).at(-1);
        if (
          subscription.status === 'past_due' &&
          oldest &&
          oldest.created + GRACE_DAYS_BEFORE_UNPAID * DAY <= now
        ) {
          subscription.status = 'unpaid';
          this.put(subscription);
          this.emit('customer.subscription.updated', subscription, { status: 'past_due' });
        }
      }
    }
    return now;
  }

  private renew(subscription: StripeObject): void {
    const item = this.item(subscription);
    const previous: Record<string, unknown> = { items: structuredClone(subscription.items) };
    // The trial's end is the first paid period's start: active now, charged below.
    if (subscription.status === 'trialing') {
      previous.status = 'trialing';
      subscription.status = 'active';
    }
    item.current_period_start = item.current_period_end;
    item.current_period_end = this.periodEnd(item.current_period_start, item.price.id);
    const pending = (subscription.pending_prorations as { description: string; amount: number }[]) ?? [];
    subscription.pending_prorations = [];
    this.put(subscription);
    const invoice = this.createInvoice(subscription, 'subscription_cycle', [
      ...pending,
      {
        description: `${item.quantity} × ${item.price.nickname as string}`,
        amount: this.lineAmount(subscription),
      },
    ]);
    subscription.latest_invoice = invoice.id;
    this.put(subscription);
    this.emit('customer.subscription.updated', subscription, previous);
    this.attemptInvoice(invoice);
  }
}
