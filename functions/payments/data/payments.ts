// Homeowner payment records: the account's Stripe Connect state, the invoices of a signed proposal and
// its payments (one per Stripe PaymentIntent). Payment items change only from verified webhooks, in
// the same transaction as the event's dedupe record, and never from an older Stripe read than stored.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentStage } from '@shared/documents/payment-schedule.js';
import type { PaymentStatus } from '@shared/payments/payments.js';
import type { PlanTier } from '@shared/kernel/constants.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import { conditionalWrite, recordOf, TABLE, type TransactItem } from '../../platform/data/table.js';

/** An account's connected account and what Stripe last said of it. */
export interface ConnectRecord {
  accountId: string;
  stripeAccountId: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
  pendingVerification: string[];
  disabledReason: string | null;
  /** Milliseconds of the Stripe read this state comes from; an older read never overwrites it. */
  readAt: number;
  updatedAt: string;
}

/** An invoice: all or part of one stage of a signed proposal's schedule. */
export interface InvoiceRecord {
  accountId: string;
  proposalId: string;
  projectId: string | null;
  invoiceId: string;
  stage: PaymentStage;
  amountCents: number;
  dueDate: string;
  createdAt: string;
  /** The homeowner chose "pay later" at signing. */
  payLater: boolean;
  /** The Checkout Session of the current attempt, and the attempt's number (part of its idempotency key). */
  checkoutSessionId: string | null;
  attempt: number;
  /** When it was mailed to the homeowner; only mailed invoices are indexed by due date and reminded. */
  sentAt?: string;
}

/** A homeowner payment: one PaymentIntent on the contractor's connected account. */
export interface PaymentRecord {
  accountId: string;
  proposalId: string;
  invoiceId: string;
  paymentIntentId: string;
  amountCents: number;
  feeCents: number;
  refundedCents: number;
  status: PaymentStatus;
  method: string | null;
  receiptUrl: string | null;
  failure: string | null;
  createdAt: string;
  updatedAt: string;
  readAt: number;
}

/** The account's connected account, if it has started onboarding. */
export async function getConnect(accountId: string): Promise<ConnectRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.connectAccount(accountId), ConsistentRead: true }),
  );
  return Item ? recordOf<ConnectRecord>(Item) : undefined;
}

/** Stores the first connected account of an account; false when one is already stored (that one stands). */
export function putNewConnect(record: ConnectRecord): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.connectAccount(record.accountId), type: 'connect-account', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The write of a newer read of the connected account (its condition fails on an older read or another account). */
export function connectUpdate(record: ConnectRecord): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: { ...keys.connectAccount(record.accountId), type: 'connect-account', ...record },
      ConditionExpression: 'attribute_exists(PK) AND stripeAccountId = :acct AND readAt < :readAt',
      ExpressionAttributeValues: { ':acct': record.stripeAccountId, ':readAt': record.readAt },
    },
  };
}

/** Every invoice and payment of a signed proposal. */
export async function listProposalPayments(
  accountId: string,
  proposalId: string,
): Promise<{ invoices: InvoiceRecord[]; payments: PaymentRecord[] }> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.proposalPayments(accountId, proposalId) },
    ConsistentRead: true,
  });
  return {
    invoices: items
      .filter((item) => item.type === 'payment-invoice')
      .map((item) => recordOf<InvoiceRecord>(item))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    payments: items
      .filter((item) => item.type === 'homeowner-payment')
      .map((item) => recordOf<PaymentRecord>(item))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}

/** One invoice. */
export async function getInvoice(
  accountId: string,
  proposalId: string,
  invoiceId: string,
): Promise<InvoiceRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.paymentInvoice(accountId, proposalId, invoiceId),
      ConsistentRead: true,
    }),
  );
  return Item ? recordOf<InvoiceRecord>(Item) : undefined;
}

/** Stores a new invoice once; false when its id is taken (the deposit invoice exists already). */
export function putNewInvoice(record: InvoiceRecord): Promise<boolean> {
  return conditionalWrite(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.paymentInvoice(record.accountId, record.proposalId, record.invoiceId),
        ...(record.sentAt &&
          keys.invoiceDueIndex(record.dueDate, record.accountId, record.proposalId, record.invoiceId)),
        type: 'payment-invoice',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The sent invoices due on one UTC day (whatever they stand at: the reader checks their payments). */
export async function listInvoicesDueOn(day: string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.invoicesDueOn(day) },
  });
  return items.map((item) => recordOf<InvoiceRecord>(item));
}

/**
 * Moves an invoice to its next Checkout attempt; conditioned on the attempt read, so two requests
 * racing make one session (the loser reads the winner's).
 */
export function saveInvoiceAttempt(
  invoice: InvoiceRecord,
  change: { attempt: number; checkoutSessionId: string; payLater?: boolean },
): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.paymentInvoice(invoice.accountId, invoice.proposalId, invoice.invoiceId),
      UpdateExpression: 'SET attempt = :next, checkoutSessionId = :session, payLater = :later',
      ConditionExpression: 'attempt = :attempt',
      ExpressionAttributeValues: {
        ':next': change.attempt,
        ':session': change.checkoutSessionId,
        ':attempt': invoice.attempt,
        ':later': change.payLater ?? invoice.payLater,
      },
    }),
  );
}

/** Marks that the homeowner chose to pay later. */
export async function savePayLater(invoice: InvoiceRecord): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.paymentInvoice(invoice.accountId, invoice.proposalId, invoice.invoiceId),
      UpdateExpression: 'SET payLater = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/**
 * The write of a payment as read from Stripe: created on the first event, replaced by newer reads
 * only (a reordered or parallel older read fails its condition and changes nothing).
 */
export function paymentPut(record: PaymentRecord): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: {
        ...keys.homeownerPayment(record.accountId, record.proposalId, record.paymentIntentId),
        type: 'homeowner-payment',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK) OR readAt < :readAt',
      ExpressionAttributeValues: { ':readAt': record.readAt },
    },
  };
}

/** One payment. */
export async function getPayment(
  accountId: string,
  proposalId: string,
  paymentIntentId: string,
): Promise<PaymentRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.homeownerPayment(accountId, proposalId, paymentIntentId),
      ConsistentRead: true,
    }),
  );
  return Item ? recordOf<PaymentRecord>(Item) : undefined;
}

/** The platform fee per plan in basis points, as operators set it (missing plans: 0). */
export async function getPaymentFees(): Promise<Partial<Record<PlanTier, number>>> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.paymentFees() }));
  return (Item?.fees as Partial<Record<PlanTier, number>> | undefined) ?? {};
}

/** A pay link: which invoice its token opens (only the token's SHA-256 is stored). */
export interface PayLinkRecord {
  tokenHash: string;
  accountId: string;
  proposalId: string;
  invoiceId: string;
  createdAt: string;
}

/** Stores a new pay link. */
export async function putPayLink(record: PayLinkRecord): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.payLink(record.tokenHash), type: 'pay-link', ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The pay link of a token's hash. */
export async function getPayLink(tokenHash: string): Promise<PayLinkRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.payLink(tokenHash) }));
  return Item ? recordOf<PayLinkRecord>(Item) : undefined;
}

/** Stores the platform fee per plan (operators). */
export async function savePaymentFees(fees: Record<PlanTier, number>, now: Date): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.paymentFees(), type: 'payment-fees', fees, updatedAt: now.toISOString() },
    }),
  );
}
