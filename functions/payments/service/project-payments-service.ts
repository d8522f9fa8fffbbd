import { PAYMENT_STAGE_TEXT, type PaymentSchedule } from '@shared/documents/payment-schedule.js';
import { centsAsDollars } from '@shared/kernel/format.js';
import {
  connectState,
  requirementWords,
  scheduleStanding,
  type StageStanding,
} from '@shared/payments/payments.js';
import type {
  DepositRequest,
  DepositView,
  HomeownerPaymentsView,
  ProjectPaymentsView,
  RefundRequest,
} from '@shared/payments/schemas/payments.js';
import { getAccount } from '../../accounts/index.js';
import { getProposal, signedContractOfToken, type ProposalRecord } from '../../documents/index.js';
import { loadProject, projectOfStatusToken, type ProjectRecord } from '../../jobs/index.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { config } from '../../platform/config.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import {
  getConnect,
  getInvoice,
  listProposalPayments,
  putNewInvoice,
  savePayLater,
  type InvoiceRecord,
  type PaymentRecord,
} from '../data/payments.js';
import { checkoutForInvoice, paymentFacts, standingOf } from './checkout-service.js';
import { utcDay } from '@shared/kernel/time.js';

/** The deposit invoice's id: one per signed proposal, so signing twice or two tabs never make two. */
export const DEPOSIT_INVOICE_ID = 'deposit';

function scheduleOf(proposal: ProposalRecord): PaymentSchedule | null {
  return proposal.snapshot.paymentSchedule ?? null;
}

/** The schedule's standing of a signed proposal (empty without a schedule). */
export function stagesOf(
  proposal: ProposalRecord,
  invoices: InvoiceRecord[],
  payments: PaymentRecord[],
  now: Date,
): StageStanding[] {
  const schedule = scheduleOf(proposal);
  return schedule
    ? scheduleStanding(schedule, proposal.totalCents, invoices, paymentFacts(payments), utcDay(now))
    : [];
}

/** The deposit invoice of a signed proposal, made on first need (the deposit falls due at signing). */
async function depositInvoice(
  proposal: ProposalRecord,
  amountCents: number,
  now: Date,
): Promise<InvoiceRecord> {
  const existing = await getInvoice(proposal.accountId, proposal.proposalId, DEPOSIT_INVOICE_ID);
  if (existing) return existing;
  await putNewInvoice({
    accountId: proposal.accountId,
    proposalId: proposal.proposalId,
    projectId: null,
    invoiceId: DEPOSIT_INVOICE_ID,
    stage: 'deposit',
    amountCents,
    dueDate: utcDay(now),
    createdAt: now.toISOString(),
    payLater: false,
    checkoutSessionId: null,
    attempt: 0,
  });
  return (await getInvoice(proposal.accountId, proposal.proposalId, DEPOSIT_INVOICE_ID))!;
}

/** GET /api/signing/{token}/deposit: the step after signing, offered when payments are on and a deposit is scheduled. */
export async function depositForSigning(token: string, now = new Date()): Promise<DepositView> {
  const { proposal } = await signedContractOfToken(token);
  const [account, connect, records] = await Promise.all([
    getAccount(proposal.accountId),
    getConnect(proposal.accountId),
    listProposalPayments(proposal.accountId, proposal.proposalId),
  ]);
  const deposit = stagesOf(proposal, records.invoices, records.payments, now).find(
    (s) => s.stage === 'deposit',
  );
  const invoice = records.invoices.find((candidate) => candidate.invoiceId === DEPOSIT_INVOICE_ID);
  const standing = invoice ? standingOf(invoice, records.payments) : undefined;
  const own = records.payments.filter((payment) => payment.invoiceId === DEPOSIT_INVOICE_ID);
  const last = own.at(-1);
  return {
    offered: !!deposit && connectState(connect ?? null) === 'enabled',
    company_name: account?.name ?? 'Your contractor',
    amount: centsAsDollars(deposit?.amountCents ?? 0),
    percent: deposit?.percent ?? 0,
    status: standing?.status ?? 'open',
    pay_later: invoice?.payLater ?? false,
    failure: standing?.status === 'failed' ? (last?.failure ?? null) : null,
    receipt_url: own.find((payment) => payment.status === 'succeeded')?.receiptUrl ?? null,
  };
}

/**
 * POST /api/signing/{token}/deposit: "pay the deposit" (hosted Checkout on the contractor's account,
 * back to the signing page) or "pay later" (the contractor sees the deposit due).
 */
export async function chooseDeposit(
  token: string,
  input: DepositRequest,
  now = new Date(),
): Promise<{ checkout_url: string | null }> {
  const { proposal } = await signedContractOfToken(token);
  const records = await listProposalPayments(proposal.accountId, proposal.proposalId);
  const deposit = stagesOf(proposal, records.invoices, records.payments, now).find(
    (s) => s.stage === 'deposit',
  );
  if (!deposit) throw new ConflictError('This contract has no deposit to pay.');
  const invoice = await depositInvoice(proposal, deposit.amountCents, now);
  if (input.choice === 'later') {
    await savePayLater(invoice);
    return { checkout_url: null };
  }
  const back = `${config.APP_URL}/sign/${encodeURIComponent(token)}`;
  return {
    checkout_url: await checkoutForInvoice(invoice, {
      customerEmail: proposal.customerEmail,
      address: proposal.snapshot.propertyAddress,
      successUrl: `${back}?deposit=paid`,
      cancelUrl: `${back}?deposit=cancelled`,
    }),
  };
}

async function projectProposal(
  accountId: string,
  projectId: string,
): Promise<{ project: ProjectRecord; proposal: ProposalRecord | undefined }> {
  const project = await loadProject(accountId, projectId);
  const proposal = project.proposalId ? await getProposal(accountId, project.proposalId) : undefined;
  return { project, proposal };
}

/** GET /api/projects/{id}/payments: the schedule against the signed total, with paid, due and overdue. */
export async function projectPaymentsFor(
  caller: Caller,
  projectId: string,
  now = new Date(),
): Promise<ProjectPaymentsView> {
  const { proposal } = await projectProposal(caller.accountId, projectId);
  const connect = await getConnect(caller.accountId);
  const state = connectState(connect ?? null);
  const records = proposal
    ? await listProposalPayments(caller.accountId, proposal.proposalId)
    : { invoices: [], payments: [] };
  const stages = proposal ? stagesOf(proposal, records.invoices, records.payments, now) : [];
  const sum = (pick: (stage: StageStanding) => number) =>
    centsAsDollars(stages.reduce((total, stage) => total + pick(stage), 0));
  return {
    enabled: state === 'enabled',
    state,
    requirements: state === 'enabled' ? [] : requirementWords(connect?.currentlyDue ?? []),
    has_schedule: stages.length > 0,
    total: centsAsDollars(proposal?.totalCents ?? 0),
    paid: sum((stage) => stage.paidCents),
    processing: sum((stage) => stage.processingCents),
    due: sum((stage) => stage.dueCents),
    overdue: sum((stage) => stage.overdueCents),
    stages: stages.map((stage) => ({
      stage: stage.stage,
      label: stage.label,
      percent: stage.percent,
      amount: centsAsDollars(stage.amountCents),
      invoiced: centsAsDollars(stage.invoicedCents),
      paid: centsAsDollars(stage.paidCents),
      processing: centsAsDollars(stage.processingCents),
      due: centsAsDollars(stage.dueCents),
      overdue: centsAsDollars(stage.overdueCents),
    })),
    invoices: records.invoices.map((invoice) => {
      const standing = standingOf(invoice, records.payments);
      return {
        id: invoice.invoiceId,
        stage: invoice.stage,
        label: PAYMENT_STAGE_TEXT[invoice.stage].label,
        amount: centsAsDollars(invoice.amountCents),
        paid: centsAsDollars(standing.paidCents),
        status: standing.status,
        due_date: invoice.dueDate,
        created_at: invoice.createdAt,
        pay_later: invoice.payLater,
      };
    }),
    payments: records.payments.map((payment) => paymentViewOf(payment, records.invoices)),
  };
}

function labelOf(payment: PaymentRecord, invoices: InvoiceRecord[]): string {
  const invoice = invoices.find((candidate) => candidate.invoiceId === payment.invoiceId);
  return invoice ? PAYMENT_STAGE_TEXT[invoice.stage].label : 'Payment';
}

function paymentViewOf(payment: PaymentRecord, invoices: InvoiceRecord[]) {
  return {
    id: payment.paymentIntentId,
    invoice_id: payment.invoiceId,
    label: labelOf(payment, invoices),
    amount: centsAsDollars(payment.amountCents),
    refunded: centsAsDollars(payment.refundedCents),
    status: payment.status,
    method: payment.method,
    receipt_url: payment.receiptUrl,
    failure: payment.failure,
    at: payment.createdAt,
  };
}

/**
 * POST /api/projects/{id}/payments/{paymentId}/refund (admins): all or part of a succeeded payment,
 * refunded on Stripe (the transfer reversed, so the money comes back from the contractor's account).
 * The record changes only when charge.refunded arrives, like every payment record; answers the
 * project's payments as they stand.
 */
export async function refundPayment(
  caller: Caller,
  projectId: string,
  paymentId: string,
  input: RefundRequest,
): Promise<ProjectPaymentsView> {
  const { proposal } = await projectProposal(caller.accountId, projectId);
  const records = proposal
    ? await listProposalPayments(caller.accountId, proposal.proposalId)
    : { invoices: [], payments: [] };
  const payment = records.payments.find((candidate) => candidate.paymentIntentId === paymentId);
  if (!payment) throw new NotFoundError('Payment not found');
  if (payment.status !== 'succeeded') throw new ConflictError('Only a completed payment can be refunded.');
  const left = payment.amountCents - payment.refundedCents;
  const amount = input.amount === undefined ? left : Math.round(input.amount * 100);
  if (left <= 0) throw new ConflictError('This payment has been refunded in full.');
  if (amount > left) throw new ValidationError('The refund is more than what is left of the payment.');
  const stripe = await stripeClient();
  await stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, amount, reverse_transfer: true, refund_application_fee: true },
    // One refund per amount left: a retried click does not refund twice.
    { idempotencyKey: `homeowner-refund-${payment.paymentIntentId}-${payment.refundedCents}-${amount}` },
  );
  return projectPaymentsFor(caller, projectId);
}

/** GET /api/project-status/{token}/payments: what the homeowner has paid, with receipts, and what is due. */
export async function paymentsForStatusLink(token: string, now = new Date()): Promise<HomeownerPaymentsView> {
  const project = await projectOfStatusToken(token, now);
  const proposal = project.proposalId ? await getProposal(project.accountId, project.proposalId) : undefined;
  if (!proposal) return { payments: [], paid: 0, due: 0 };
  const records = await listProposalPayments(project.accountId, proposal.proposalId);
  const stages = stagesOf(proposal, records.invoices, records.payments, now);
  return {
    payments: records.payments
      .filter((payment) => payment.status !== 'failed')
      .map((payment) => {
        const view = paymentViewOf(payment, records.invoices);
        return {
          label: view.label,
          amount: view.amount,
          refunded: view.refunded,
          status: view.status,
          method: view.method,
          receipt_url: view.receipt_url,
          at: view.at,
        };
      }),
    paid: centsAsDollars(stages.reduce((sum, stage) => sum + stage.paidCents, 0)),
    due: centsAsDollars(stages.reduce((sum, stage) => sum + stage.dueCents, 0)),
  };
}
