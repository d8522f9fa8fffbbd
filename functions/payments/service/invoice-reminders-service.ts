import { PAYMENT_STAGE_TEXT } from '@shared/documents/payment-schedule.js';
import { formatCents } from '@shared/kernel/format.js';
import {
  connectState,
  invoiceNeedsReminder,
  invoiceReminderDays,
  type InvoiceReminderStage,
} from '@shared/payments/payments.js';
import { guardSend, mailCustomer } from '../../accounts/index.js';
import { getProposal } from '../../documents/index.js';
import { InProgressError, runOnce } from '../../platform/data/dedupe.js';
import { errorFields, log } from '../../platform/log.js';
import { HttpError } from '../../platform/errors.js';
import { newSecureToken } from '../../platform/secure-token.js';
import {
  getConnect,
  listInvoicesDueOn,
  listProposalPayments,
  putPayLink,
  type InvoiceRecord,
} from '../data/payments.js';
import { standingOf } from './checkout-service.js';
import { payUrl } from './invoice-service.js';

/** What one run of the daily invoice-reminder job did. */
export interface InvoiceReminderRun {
  /** Sent invoices indexed as due on one of the reminder days (read from GSI1, no Scan). */
  checked: number;
  /** Reminders mailed by this run (not by an earlier or parallel one). */
  reminded: number;
}

/**
 * The daily job: each sent invoice still open 3 days before its due date, on it, and 7 days after
 * gets one `payment-reminder` mail to the homeowner through the send guard (caps, suppression, a
 * paused or read-only account). Once per invoice and stage, however often it runs: the business key
 * is claimed first, and the mail carries its own key. Paid, processing and refunded invoices, and
 * contractors who no longer take payments, get none.
 */
export async function sendInvoiceReminders(now = new Date()): Promise<InvoiceReminderRun> {
  const run: InvoiceReminderRun = { checked: 0, reminded: 0 };
  for (const { stage, dueDate } of invoiceReminderDays(now)) {
    for (const invoice of await listInvoicesDueOn(dueDate)) {
      run.checked += 1;
      try {
        if (await remindInvoice(invoice, stage, now)) run.reminded += 1;
      } catch (error) {
        // One invoice's failure must not stop the others; the next run does not retry a passed stage.
        log('error', 'an invoice reminder could not be sent', {
          accountId: invoice.accountId,
          invoiceId: invoice.invoiceId,
          stage,
          ...errorFields(error),
        });
      }
    }
  }
  return run;
}

async function remindInvoice(
  invoice: InvoiceRecord,
  stage: InvoiceReminderStage,
  now: Date,
): Promise<boolean> {
  const { accountId, proposalId, invoiceId } = invoice;
  const [records, connect, proposal] = await Promise.all([
    listProposalPayments(accountId, proposalId),
    getConnect(accountId),
    getProposal(accountId, proposalId),
  ]);
  if (!proposal || connectState(connect ?? null) !== 'enabled') return false;
  const standing = standingOf(invoice, records.payments);
  if (!invoiceNeedsReminder(standing.status)) return false;
  const key = `${accountId}#${proposalId}#${invoiceId}#${stage}`;
  let mailed = false;
  try {
    await runOnce('invoice-reminder', key, async () => {
      // A reminder the guard refuses (suppressed, paused, read-only, capped) is dropped, not retried.
      const permit = await guardSend(accountId, [proposal.customerEmail], now).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      });
      if (!permit) return;
      // Only a token's hash is stored, so each reminder carries a new link to the same invoice.
      const { token, hash } = newSecureToken();
      await putPayLink({ tokenHash: hash, accountId, proposalId, invoiceId, createdAt: now.toISOString() });
      await mailCustomer(permit, proposal, {
        key: `payment-reminder#${key}`,
        template: 'payment-reminder',
        data: {
          reminder: stage,
          label: PAYMENT_STAGE_TEXT[invoice.stage].label,
          amount: formatCents(invoice.amountCents - standing.paidCents),
          dueDate: invoice.dueDate,
          payUrl: payUrl(token),
        },
      });
      mailed = true;
    });
  } catch (error) {
    // A parallel run holds this reminder's lease: it sends the mail.
    if (error instanceof InProgressError) return false;
    throw error;
  }
  return mailed;
}
