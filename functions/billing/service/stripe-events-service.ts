import Stripe from 'stripe';
import { ulid } from 'ulid';
import { PRESALE_PACKAGES } from '@shared/kernel/plans.js';
import { emailJob, type EmailJob } from '@shared/mail/schemas/email.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { config } from '../../platform/config.js';
import {
  getAccount,
  applyStripeEvent,
  betaSeatTaken,
  getPresaleOrder,
  getStripeEventState,
  presaleOrderPut,
  saveStripeEventDone,
  subscriptionSyncUpdate,
  type PresaleOrder,
} from '../../accounts/index.js';
import { log } from '../../platform/log.js';
import { settleCouponHold } from '../../operations/index.js';
import { handlePaymentEvent, isPaymentEvent } from '../../payments/index.js';
import { enqueueEmail } from '../../platform/queue.js';
import { couponHoldOf } from './checkout-discount.js';
import { PRESALE_KIND } from './payments-service.js';
import { readSubscription, type ReadSubscription } from './subscription-sync.js';

/** Event types the webhook acts on; every other verified event is acknowledged and left alone. */
export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
]);

const CONDITION_FAILED = 'ConditionalCheckFailed';

function billingUrl(): string {
  return `${config.APP_URL}/dashboard/billing`;
}

/** Stripe's receipt page of a payment, when Stripe has one. */
async function receiptOf(stripe: Stripe, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  const charge = intent.latest_charge;
  return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null;
}

/**
 * Applies one verified Stripe event once: its change and its dedupe record in one transaction,
 * state re-read from Stripe, then its mails (each keyed by the business event, so a redelivery
 * after a failure here sends them without doubling). Returns whether the type is one we handle.
 */
export async function handleStripeEvent(event: Stripe.Event, now = new Date()): Promise<boolean> {
  // Homeowner payments on connected accounts have their own records (docs/product.md#payments).
  if (isPaymentEvent(event)) return handlePaymentEvent(event, now);
  if (!HANDLED_EVENT_TYPES.has(event.type)) return false;
  if ((await getStripeEventState(event.id)) === 'done') return true;
  let mails: EmailJob[];
  try {
    mails = await applyEvent(event, now);
  } catch (error) {
    // An event about an object Stripe does not know (deleted, or another account's test data) has
    // nothing to apply; retrying would never help.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)) throw error;
    log('warn', 'stripe event about an unknown object', { eventId: event.id, type: event.type });
    await applyStripeEvent(event.id, event.type, [], { now });
    mails = [];
  }
  // Checked before queueing: a mail the consumer would refuse fails here, so Stripe redelivers later.
  for (const mail of mails) await enqueueEmail(emailJob.parse(mail));
  await saveStripeEventDone(event.id);
  return true;
}

async function applyEvent(event: Stripe.Event, now: Date): Promise<EmailJob[]> {
  const object = event.data.object as { id: string };
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(event, object.id, now);
    case 'checkout.session.expired':
      return checkoutExpired(event, object.id, now);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(event, object.id, now);
    default:
      return subscriptionEvent(event, object.id, now);
  }
}

/**
 * A session that expired unpaid gives its held coupon use back (docs/decisions.md, "Coupon holds");
 * the hold's own state makes a repeated event change nothing.
 */
async function checkoutExpired(event: Stripe.Event, sessionId: string, now: Date): Promise<EmailJob[]> {
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const hold = couponHoldOf(session);
  if (hold && session.status === 'expired') await settleCouponHold(hold, 'released', now);
  await applyStripeEvent(event.id, event.type, [], { now });
  return [];
}

async function checkoutCompleted(event: Stripe.Event, sessionId: string, now: Date): Promise<EmailJob[]> {
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  // A completed session can no longer expire: its held coupon use is final, whatever else follows.
  const hold = couponHoldOf(session);
  if (hold && session.status === 'complete') await settleCouponHold(hold, 'final', now);
  if (session.mode === 'subscription' && typeof session.subscription === 'string')
    return subscriptionEvent(event, session.subscription, now);
  const pkg = PRESALE_PACKAGES.find((candidate) => candidate.id === session.metadata?.package_id);
  if (session.metadata?.kind !== PRESALE_KIND || !pkg || session.payment_status !== 'paid') {
    await applyStripeEvent(event.id, event.type, [], { now });
    return [];
  }
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : null;
  const order: PresaleOrder = {
    orderId: ulid(now.getTime()),
    sessionId: session.id,
    packageId: pkg.id,
    tier: pkg.tier,
    customerEmail: (session.customer_details?.email ?? session.customer_email ?? '').toLowerCase(),
    customerName: session.metadata?.customer_name ?? '',
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentIntentId,
    receiptUrl: await receiptOf(stripe, paymentIntentId),
    createdAt: now.toISOString(),
  };
  // The order and the beta seat in one transaction; when no seat is left (the offer closes) or the
  // session already has its order (another event), the rest is still recorded.
  await applyStripeEvent(event.id, event.type, [presaleOrderPut(order), betaSeatTaken()], {
    now,
    optional: ([orderReason, seatReason]) => {
      if (orderReason === CONDITION_FAILED) return [];
      if (seatReason === CONDITION_FAILED) return [presaleOrderPut(order)];
      return undefined;
    },
  });
  const stored = await getPresaleOrder(session.id);
  if (!stored?.customerEmail) return [];
  const signupUrl = `${config.APP_URL}/register?plan=${stored.tier}&order=${encodeURIComponent(stored.sessionId)}&email=${encodeURIComponent(stored.customerEmail)}`;
  return [
    {
      key: `presale-receipt#${stored.sessionId}`,
      to: [stored.customerEmail],
      template: 'payment-receipt',
      data: {
        name: stored.customerName,
        amountCents: stored.amountCents,
        description: `${pkg.name} (${pkg.features[1]}) and setup`,
        reference: stored.orderId,
        signupUrl,
      },
    },
  ];
}

/** Stores the re-read subscription with the event's dedupe record; returns the account's billing email. */
async function applySubscription(
  event: Stripe.Event,
  read: ReadSubscription,
  now: Date,
): Promise<string | undefined> {
  const { accountId, sync } = read;
  if (!accountId || !sync) {
    log('warn', 'stripe subscription without a Ridgeline account', {
      subscriptionId: read.subscription.id,
      eventId: event.id,
    });
    await applyStripeEvent(event.id, event.type, [], { now });
    return undefined;
  }
  // A stale read (a newer state is already stored) fails its condition: the event is recorded only.
  await applyStripeEvent(event.id, event.type, [subscriptionSyncUpdate(accountId, sync, now)], {
    now,
    optional: () => [],
  });
  return (await getAccount(accountId))?.billingEmail;
}

async function subscriptionEvent(
  event: Stripe.Event,
  subscriptionId: string,
  now: Date,
): Promise<EmailJob[]> {
  const read = await readSubscription(subscriptionId);
  const { subscription } = read;
  const to = await applySubscription(event, read, now);
  if (!to) return [];
  if (
    event.type === 'customer.subscription.deleted' ||
    (subscription.status === 'canceled' && event.type !== 'invoice.paid')
  )
    return [
      {
        key: `subscription-cancelled#${subscription.id}`,
        to: [to],
        template: 'subscription-cancelled',
        data: { billingUrl: billingUrl() },
      },
    ];
  if (event.type === 'customer.subscription.trial_will_end' && subscription.trial_end)
    return [
      {
        key: `trial-ending#${subscription.id}#${subscription.trial_end}`,
        to: [to],
        template: 'trial-ending',
        data: { trialEnd: new Date(subscription.trial_end * 1000).toDateString(), billingUrl: billingUrl() },
      },
    ];
  return [];
}

async function invoiceEvent(event: Stripe.Event, invoiceId: string, now: Date): Promise<EmailJob[]> {
  const stripe = await stripeClient();
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const id = typeof subscriptionId === 'string' ? subscriptionId : subscriptionId?.id;
  if (!id) {
    await applyStripeEvent(event.id, event.type, [], { now });
    return [];
  }
  const read = await readSubscription(id);
  const to = await applySubscription(event, read, now);
  if (!to) return [];
  if (event.type === 'invoice.payment_failed')
    return [
      {
        key: `payment-failed#${invoice.id}#${invoice.attempt_count}`,
        to: [to],
        template: 'payment-failed',
        data: { amountCents: invoice.amount_due, billingUrl: `${billingUrl()}?action=updatePayment` },
      },
    ];
  if (invoice.status === 'paid' && invoice.amount_paid > 0)
    return [
      {
        key: `invoice-receipt#${invoice.id}`,
        to: [to],
        template: 'payment-receipt',
        data: {
          name: '',
          amountCents: invoice.amount_paid,
          description: `your Ridgeline subscription (invoice ${invoice.number ?? invoice.id})`,
          reference: invoice.number ?? invoice.id,
          invoiceUrl: invoice.hosted_invoice_url ?? '',
        },
      },
    ];
  return [];
}
