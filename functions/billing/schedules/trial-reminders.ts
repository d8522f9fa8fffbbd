import { log } from '../../platform/log.js';
import { sendTrialReminders } from '../service/trial-reminders-service.js';

/** Daily scheduled job (EventBridge on AWS, the local scheduler locally): the "trial ends in 3 days" mails. */
export async function handler(): Promise<{ checked: number; reminded: number }> {
  const run = await sendTrialReminders();
  log('info', 'trial reminders sent', { ...run });
  return run;
}
