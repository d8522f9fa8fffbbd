import Stripe from 'stripe';
import { HOMEOWNER_PAYMENT_KIND, type PaymentStatus } from '@shared/payments/payments.js';
import { PAYMENT_STAGE_TEXT } from '@shared/documents/payment-schedule.js';
import { capitalize, formatCents } from '@shared/kernel/format.js';
import {
  applyStripeEvent,
  getStripeEventState,
  noticeMember,
  saveStripeEventDone,
} from '../../accounts/index.js';
import { getContract, getProposal } from '../../documents/index.js';
import { recordDepositPaid, recordPaymentCollected } from '../../estimates/index.js';
import { config } from '../../platform/config.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { log } from '../../platform/log.js';
import {
  connectUpdate,
  getConnect,
  getInvoice,
  getPayment,
  paymentPut,
  type PaymentRecord,
} from '../data/payments.js';
import { ACCOUNT_METADATA_KEY, connectRecordOf } from './connect-service.js';
import { DEPOSIT_INVOICE_ID } from './project-payments-service.js';

/** Platform events about homeowner payments (each re-read from Stripe before anything is written). */
export const PAYMENT_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'payment_intent.processing',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
]);

/**
 * Whether a verified platform event is about a homeowner payment: a session or intent carrying our
 * metadata, or a refund (its charge is re-read to find out). The billing webhook hands these over.
 */
export function isPaymentEvent(event: Stripe.Event): boolean {
  if (!PAYMENT_EVENT_TYPES.has(event.type)) return false;
  if (event.type === 'charge.refunded') return true;
  const object = event.data.object as { metadata?: Record<string, string> | null };
  return object.metadata?.kind === HOMEOWNER_PAYMENT_KIND;
}

/**
 * Applies one verified event once: deduplicated by event id (its record written in the same
 * transaction as the change), the payment re-read from Stripe, and an older read never replacing a
 * newer one, so duplicates and any order of delivery record each payment once, as Stripe has it now.
 */
export async function handlePaymentEvent(event: Stripe.Event, now = new Date()): Promise<boolean> {
  if ((await getStripeEventState(event.id)) === 'done') return true;
  try {
    const intentId = await intentOfEvent(event);
    const record = intentId ? await readPayment(intentId, now) : undefined;
    await applyStripeEvent(event.id, event.type, record ? [paymentPut(record)] : [], {
      now,
      // A stale read (a newer state is already stored) fails its condition: the event is recorded only.
      optional: () => [],
    });
    // Before the event is marked done, so a retry after a lost enqueue sends it; its key sends it once.
    if (event.type === 'payment_intent.payment_failed' && record?.status === 'failed')
      await noticeFailedPayment(event.id, record);
    if (record) await countInReports(record, now);
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)) throw error;
    log('warn', 'payment event about an unknown object', { eventId: event.id, type: event.type });
    await applyStripeEvent(event.id, event.type, [], { now });
  }
  await saveStripeEventDone(event.id);
  return true;
}

/** The reports' collected revenue (net of refunds) and, for a paid deposit, the days since signing. */
async function countInReports(payment: PaymentRecord, now: Date): Promise<void> {
  const succeeded = payment.status === 'succeeded';
  await recordPaymentCollected(
    {
      accountId: payment.accountId,
      paymentIntentId: payment.paymentIntentId,
      netCents: succeeded ? payment.amountCents - payment.refundedCents : 0,
      readAt: payment.readAt,
    },
    now,
  );
  if (!succeeded || payment.invoiceId !== DEPOSIT_INVOICE_ID) return;
  const proposal = await getProposal(payment.accountId, payment.proposalId);
  const contract =
    proposal && (await getContract(payment.accountId, proposal.estimateId, proposal.proposalId));
  if (contract?.signedAt)
    await recordDepositPaid(payment.accountId, payment.proposalId, contract.signedAt, now);
}

/**
 * Tells the member who made the proposal that a homeowner's payment failed (card declined, bank
 * debit returned), once per failure event; only when Stripe still has it failed, so an old event
 * arriving after a successful retry tells nobody.
 */
async function noticeFailedPayment(eventId: string, payment: PaymentRecord): Promise<void> {
  const [proposal, invoice] = await Promise.all([
    getProposal(payment.accountId, payment.proposalId),
    getInvoice(payment.accountId, payment.proposalId, payment.invoiceId),
  ]);
  if (!proposal || !invoice) return;
  const label = PAYMENT_STAGE_TEXT[invoice.stage].label.toLowerCase();
  const amount = formatCents(payment.amountCents);
  await noticeMember(payment.accountId, proposal.createdBy, null, {
    key: `homeowner-payment-failed#${eventId}`,
    subject: `${proposal.customerName}’s payment of ${amount} failed`,
    lines: [
      `${proposal.customerName} tried to pay the ${label} of ${amount} for ${proposal.snapshot.propertyAddress}` +
        `${payment.method ? ` with ${payment.method}` : ''}, and it failed: ${payment.failure ?? 'the payment failed.'}`,
      'They can try again from the same payment link; you may want to contact them.',
    ],
    url: invoice.projectId
      ? `${config.APP_URL}/dashboard/projects/${invoice.projectId}`
      : `${config.APP_URL}/dashboard/projects`,
    buttonLabel: invoice.projectId ? 'Open the project' : 'Open your projects',
    why: 'You get this because you made the proposal this payment belongs to.',
  });
}

async function intentOfEvent(event: Stripe.Event): Promise<string | null> {
  const object = event.data.object as { id: string };
  const stripe = await stripeClient();
  if (event.type.startsWith('checkout.session.')) {
    const session = await stripe.checkout.sessions.retrieve(object.id);
    return typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  }
  if (event.type === 'charge.refunded') {
    const charge = await stripe.charges.retrieve(object.id);
    return typeof charge.payment_intent === 'string'
      ? charge.payment_intent
      : (charge.payment_intent?.id ?? null);
  }
  return object.id;
}

function statusOf(intent: Stripe.PaymentIntent): PaymentStatus | null {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'processing';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return null;
}

/** A card brand as people write it (Stripe sends `visa`, `mastercard`, `amex`…). */
function brandName(brand: string | null | undefined): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    mastercard: 'Mastercard',
    diners: 'Diners Club',
  };
  if (!brand || brand === 'unknown') return 'Card';
  return names[brand] ?? capitalize(brand);
}

function methodOf(charge: Stripe.Charge | null): string | null {
  const details = charge?.payment_method_details;
  if (details?.card) return `${brandName(details.card.brand)} •••• ${details.card.last4 ?? ''}`.trim();
  if (details?.us_bank_account)
    return `${details.us_bank_account.bank_name ?? 'Bank account'} •••• ${details.us_bank_account.last4 ?? ''}`.trim();
  return null;
}

/**
 * The payment as Stripe has it now, or nothing when the intent is not a homeowner payment of an
 * invoice we hold, or was not charged to that account's own connected account (tenancy: metadata
 * alone never moves money between accounts' records).
 */
async function readPayment(intentId: string, now: Date): Promise<PaymentRecord | undefined> {
  const stripe = await stripeClient();
  const readAt = Date.now();
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
  const meta = intent.metadata ?? {};
  if (meta.kind !== HOMEOWNER_PAYMENT_KIND || !meta.account_id || !meta.proposal_id || !meta.invoice_id)
    return undefined;
  const status = statusOf(intent);
  if (!status) return undefined;
  const [invoice, connect, stored] = await Promise.all([
    getInvoice(meta.account_id, meta.proposal_id, meta.invoice_id),
    getConnect(meta.account_id),
    getPayment(meta.account_id, meta.proposal_id, intent.id),
  ]);
  const destination =
    typeof intent.transfer_data?.destination === 'string'
      ? intent.transfer_data.destination
      : intent.transfer_data?.destination?.id;
  if (!invoice || !connect || destination !== connect.stripeAccountId) {
    log('warn', 'payment intent does not match an invoice of its account', { intentId });
    return undefined;
  }
  const charge =
    intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    accountId: invoice.accountId,
    proposalId: invoice.proposalId,
    invoiceId: invoice.invoiceId,
    paymentIntentId: intent.id,
    amountCents: intent.amount,
    feeCents: intent.application_fee_amount ?? 0,
    refundedCents: charge?.amount_refunded ?? 0,
    status,
    method: methodOf(charge),
    receiptUrl: charge?.receipt_url ?? null,
    failure: status === 'failed' ? (intent.last_payment_error?.message ?? 'The payment failed.') : null,
    createdAt: stored?.createdAt ?? new Date(intent.created * 1000).toISOString(),
    updatedAt: now.toISOString(),
    readAt,
  };
}

/**
 * A Connect event, applied once: `account.updated` re-reads the account and stores its state (an
 * older read never replaces a newer). Other Connect events are acknowledged and left alone.
 */
export async function handleConnectEvent(event: Stripe.Event, now = new Date()): Promise<boolean> {
  if (event.type !== 'account.updated') return false;
  if ((await getStripeEventState(event.id)) === 'done') return true;
  const stripe = await stripeClient();
  const readAt = Date.now();
  const account = await stripe.accounts.retrieve((event.data.object as { id: string }).id);
  const accountId = account.metadata?.[ACCOUNT_METADATA_KEY];
  await applyStripeEvent(
    event.id,
    event.type,
    accountId ? [connectUpdate(connectRecordOf(accountId, account, readAt))] : [],
    { now, optional: () => [] },
  );
  await saveStripeEventDone(event.id);
  return true;
}
