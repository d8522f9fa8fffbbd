import type Stripe from 'stripe';
import { PAYMENT_STAGE_TEXT } from '@shared/documents/payment-schedule.js';
import {
  HOMEOWNER_PAYMENT_KIND,
  invoicePayable,
  invoiceStanding,
  platformFeeCents,
  type InvoiceStatus,
  type PaymentFact,
} from '@shared/payments/payments.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { ConflictError } from '../../platform/errors.js';
import {
  getInvoice,
  listProposalPayments,
  saveInvoiceAttempt,
  type InvoiceRecord,
  type PaymentRecord,
} from '../data/payments.js';
import { feeBasisPointsOf, payableAccount } from './connect-service.js';

/** What a paid or in-flight invoice answers instead of a second Checkout. */
export const PAYMENT_MESSAGES = {
  paid: 'This payment has been made. Thank you!',
  processing: 'This payment is being processed by the bank; there is nothing more to pay now.',
  disabled: 'This contractor does not take online payments right now.',
} as const;

/** The facts of payment records, for the pure standing rules. */
export function paymentFacts(payments: PaymentRecord[]): PaymentFact[] {
  return payments.map((payment) => ({
    invoiceId: payment.invoiceId,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    status: payment.status,
  }));
}

/** Where an invoice stands from its recorded payments. */
export function standingOf(invoice: InvoiceRecord, payments: PaymentRecord[]) {
  return invoiceStanding(invoice, paymentFacts(payments));
}

function refuse(status: InvoiceStatus): never {
  throw new ConflictError(status === 'processing' ? PAYMENT_MESSAGES.processing : PAYMENT_MESSAGES.paid);
}

/** The Checkout Session of an invoice's current attempt, if it can still be paid. */
async function openSessionOf(
  stripe: Stripe,
  invoice: InvoiceRecord,
): Promise<Stripe.Checkout.Session | 'spent' | undefined> {
  if (!invoice.checkoutSessionId) return undefined;
  const session = await stripe.checkout.sessions.retrieve(invoice.checkoutSessionId, {
    expand: ['payment_intent'],
  });
  if (session.status === 'open') return session;
  const intent = session.payment_intent as Stripe.PaymentIntent | null;
  // Paid or debiting while its webhook is still on the way: no second charge.
  if (session.status === 'complete' && intent && ['succeeded', 'processing'].includes(intent.status))
    return 'spent';
  return undefined;
}

/**
 * A hosted Checkout on the contractor's connected account for what is left of an invoice: a
 * destination charge with the plan's platform fee, card or US bank account. One session per attempt
 * under an idempotency key of the invoice and attempt, so a double click or a second tab gets the
 * same session; a paid or processing invoice answers 409 and no session is made.
 */
export async function checkoutForInvoice(
  invoice: InvoiceRecord,
  context: { customerEmail: string; address: string; successUrl: string; cancelUrl: string },
): Promise<string> {
  const connect = await payableAccount(invoice.accountId);
  if (!connect) throw new ConflictError(PAYMENT_MESSAGES.disabled);
  const { payments } = await listProposalPayments(invoice.accountId, invoice.proposalId);
  const standing = standingOf(invoice, payments);
  if (!invoicePayable(standing.status)) refuse(standing.status);
  const stripe = await stripeClient();
  const current = await openSessionOf(stripe, invoice);
  if (current === 'spent') refuse('paid');
  if (current?.url) return current.url;
  const attempt = invoice.checkoutSessionId ? invoice.attempt + 1 : invoice.attempt;
  const amount = invoice.amountCents - standing.paidCents;
  const fee = platformFeeCents(amount, await feeBasisPointsOf(invoice.accountId));
  const metadata = {
    kind: HOMEOWNER_PAYMENT_KIND,
    account_id: invoice.accountId,
    proposal_id: invoice.proposalId,
    invoice_id: invoice.invoiceId,
  };
  const label = PAYMENT_STAGE_TEXT[invoice.stage].label;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // This API version takes the list as a filter of the methods Stripe offers (docs/decisions.md).
      allowed_payment_method_types: ['card', 'us_bank_account'],
      customer_email: context.customerEmail,
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: amount,
            product_data: { name: `${label} — ${context.address}` },
          },
          quantity: 1,
        },
      ],
      payment_intent_data: {
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
        transfer_data: { destination: connect.stripeAccountId },
        description: `${label} — ${context.address}`,
        metadata,
      },
      metadata,
      success_url: context.successUrl,
      cancel_url: context.cancelUrl,
    },
    {
      idempotencyKey: `homeowner-invoice-${invoice.accountId}-${invoice.proposalId}-${invoice.invoiceId}-${attempt}`,
    },
  );
  if (await saveInvoiceAttempt(invoice, { attempt, checkoutSessionId: session.id })) return session.url!;
  // Another request moved the invoice on first: its session is the one to pay.
  const latest = await getInvoice(invoice.accountId, invoice.proposalId, invoice.invoiceId);
  const theirs = latest && (await openSessionOf(stripe, latest));
  if (theirs === 'spent') refuse('paid');
  if (theirs?.url) return theirs.url;
  throw new ConflictError('This payment changed while you were paying; reload the page.');
}
