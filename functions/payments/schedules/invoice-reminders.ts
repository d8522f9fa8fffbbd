import { log } from '../../platform/log.js';
import { sendInvoiceReminders } from '../service/invoice-reminders-service.js';

/** Daily scheduled job (EventBridge on AWS, the local scheduler locally): reminders of unpaid homeowner invoices. */
export async function handler(): Promise<{ checked: number; reminded: number }> {
  const run = await sendInvoiceReminders();
  log('info', 'invoice reminders sent', { ...run });
  return run;
}
