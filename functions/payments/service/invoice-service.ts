import { ulid } from 'ulid';
import { PAYMENT_STAGE_TEXT } from '@shared/documents/payment-schedule.js';
import { downloadFileName } from '@shared/kernel/download-name.js';
import { centsAsDollars, formatCents } from '@shared/kernel/format.js';
import { dayAfter } from '@shared/kernel/time.js';
import { connectState, INVOICE_DUE_DAYS, invoiceAmountProblem } from '@shared/payments/payments.js';
import type {
  PayPageView,
  ProjectPaymentsView,
  SendInvoiceRequest,
} from '@shared/payments/schemas/payments.js';
import { companyFor, getAccount, guardSend, mailCustomer } from '../../accounts/index.js';
import { objectKeys } from '../../platform/data/object-keys.js';
import { pdfUrl, putPdf } from '../../platform/data/objects.js';
import { renderInvoicePdf } from '../pdf/invoice-pdf.js';
import { getProposal } from '../../documents/index.js';
import { loadProject } from '../../jobs/index.js';
import { config } from '../../platform/config.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { hashToken, newSecureToken } from '../../platform/secure-token.js';
import {
  getConnect,
  getInvoice,
  getPayLink,
  listProposalPayments,
  putNewInvoice,
  putPayLink,
} from '../data/payments.js';
import { checkoutForInvoice, standingOf } from './checkout-service.js';
import { PAYMENT_MESSAGES } from './checkout-service.js';
import { projectPaymentsFor, stagesOf } from './project-payments-service.js';

/** The homeowner's pay page of a token. */
export function payUrl(token: string): string {
  return `${config.APP_URL}/pay/${token}`;
}

/**
 * POST /api/projects/{id}/invoices: all or part of a stage of the schedule as an invoice, mailed to
 * the homeowner (under the send guard) with a pay link of its own. The amount must fit what is left
 * of the stage (400); the contractor must take payments (409).
 */
export async function sendInvoice(
  caller: Caller,
  projectId: string,
  input: SendInvoiceRequest,
  now = new Date(),
): Promise<ProjectPaymentsView> {
  const project = await loadProject(caller.accountId, projectId);
  const proposal = project.proposalId ? await getProposal(caller.accountId, project.proposalId) : undefined;
  if (!proposal?.snapshot.paymentSchedule) throw new ConflictError('This project has no payment schedule.');
  if (connectState((await getConnect(caller.accountId)) ?? null) !== 'enabled')
    throw new ConflictError(PAYMENT_MESSAGES.disabled);
  const records = await listProposalPayments(caller.accountId, proposal.proposalId);
  const stage = stagesOf(proposal, records.invoices, records.payments, now).find(
    (s) => s.stage === input.stage,
  );
  const amountCents = Math.round(input.amount * 100);
  const problem = invoiceAmountProblem(stage, amountCents);
  if (problem) throw new ValidationError(problem);
  const permit = await guardSend(caller.accountId, [proposal.customerEmail], now);
  const invoiceId = ulid(now.getTime());
  const dueDate = dayAfter(now, INVOICE_DUE_DAYS);
  await putNewInvoice({
    accountId: caller.accountId,
    proposalId: proposal.proposalId,
    projectId,
    invoiceId,
    stage: input.stage,
    amountCents,
    dueDate,
    createdAt: now.toISOString(),
    payLater: false,
    checkoutSessionId: null,
    attempt: 0,
    sentAt: now.toISOString(),
  });
  const { token, hash } = newSecureToken();
  await putPayLink({
    tokenHash: hash,
    accountId: caller.accountId,
    proposalId: proposal.proposalId,
    invoiceId,
    createdAt: now.toISOString(),
  });
  await mailCustomer(permit, proposal, {
    key: `payment-request#${invoiceId}`,
    template: 'payment-request',
    data: {
      label: PAYMENT_STAGE_TEXT[input.stage].label,
      amount: formatCents(amountCents),
      dueDate,
      payUrl: payUrl(token),
    },
  });
  return projectPaymentsFor(caller, projectId, now);
}

async function invoiceOfToken(token: string) {
  const link = await getPayLink(hashToken(token));
  const invoice = link && (await getInvoice(link.accountId, link.proposalId, link.invoiceId));
  const proposal = invoice && (await getProposal(invoice.accountId, invoice.proposalId));
  if (!invoice || !proposal)
    throw new NotFoundError(
      'This payment link is not valid. Please use the latest link from your contractor.',
    );
  return { invoice, proposal };
}

/** GET /api/pay/{token}: the invoice a pay link opens, and where it stands. */
export async function payPage(token: string): Promise<PayPageView> {
  const { invoice, proposal } = await invoiceOfToken(token);
  const [account, connect, records] = await Promise.all([
    getAccount(invoice.accountId),
    getConnect(invoice.accountId),
    listProposalPayments(invoice.accountId, invoice.proposalId),
  ]);
  const standing = standingOf(invoice, records.payments);
  const own = records.payments.filter((payment) => payment.invoiceId === invoice.invoiceId);
  return {
    company_name: account?.name ?? 'Your contractor',
    customer_name: proposal.customerName,
    address: proposal.snapshot.propertyAddress,
    label: PAYMENT_STAGE_TEXT[invoice.stage].label,
    amount: centsAsDollars(invoice.amountCents),
    due: centsAsDollars(Math.max(0, invoice.amountCents - standing.paidCents - standing.processingCents)),
    due_date: invoice.dueDate,
    status: standing.status,
    offered: connectState(connect ?? null) === 'enabled',
    failure: standing.status === 'failed' ? (own.at(-1)?.failure ?? null) : null,
    receipt_url: own.find((payment) => payment.status === 'succeeded')?.receiptUrl ?? null,
  };
}

/** GET /api/pay/{token}/pdf: the invoice as a PDF (rendered on the spot with what is paid now); a short-lived link. */
export async function invoicePdf(token: string, now = new Date()): Promise<string> {
  const { invoice, proposal } = await invoiceOfToken(token);
  const [company, records] = await Promise.all([
    companyFor(invoice.accountId, proposal.createdBy, false),
    listProposalPayments(invoice.accountId, invoice.proposalId),
  ]);
  const standing = standingOf(invoice, records.payments);
  const bytes = await renderInvoicePdf({
    companyName: company.name,
    contact: [company.phone, company.email].filter(Boolean).join(' · ') || null,
    customerName: proposal.customerName,
    address: proposal.snapshot.propertyAddress,
    label: PAYMENT_STAGE_TEXT[invoice.stage].label,
    amountCents: invoice.amountCents,
    paidCents: standing.paidCents,
    dueDate: invoice.dueDate,
    createdAt: new Date(invoice.createdAt),
    reference: invoice.invoiceId.slice(-8),
    payUrl: payUrl(token),
  });
  const key = objectKeys.invoicePdf(invoice.accountId, invoice.proposalId, invoice.invoiceId);
  // "Deposit invoice 1A2B3C4D – 4817 Ridgewood Dr.pdf": the stage and the reference the PDF prints.
  const fileName = downloadFileName({
    what: `${PAYMENT_STAGE_TEXT[invoice.stage].label} invoice ${invoice.invoiceId.slice(-8)}`,
    address: proposal.snapshot.propertyAddress,
    extension: 'pdf',
  });
  await putPdf(key, bytes, fileName);
  return pdfUrl(key, fileName, now);
}

/** POST /api/pay/{token}/checkout: hosted Checkout for what is left of the invoice (409 once paid). */
export async function payCheckout(token: string): Promise<{ checkout_url: string | null }> {
  const { invoice, proposal } = await invoiceOfToken(token);
  const back = `${config.APP_URL}/pay/${encodeURIComponent(token)}`;
  return {
    checkout_url: await checkoutForInvoice(invoice, {
      customerEmail: proposal.customerEmail,
      address: proposal.snapshot.propertyAddress,
      successUrl: `${back}?payment=paid`,
      cancelUrl: `${back}?payment=cancelled`,
    }),
  };
}
