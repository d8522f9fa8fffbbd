import { log } from '../../platform/log.js';
import { sendDueSignatureReminders } from '../service/document-signing-service.js';

/** Scheduled hourly (EventBridge on AWS, the local runtime's ticker here): the 3-day signature reminders that are due. */
export async function handler(): Promise<{ sent: number }> {
  const sent = await sendDueSignatureReminders();
  if (sent) log('info', 'signature reminders sent', { sent });
  return { sent };
}
