import { formatLongDate } from '@shared/kernel/format.js';
import { needsTrialReminder, trialReminderDays, trialReminderKey } from '@shared/billing/trial-reminders.js';
import { config } from '../../platform/config.js';
import { listTrialsEndingOn, type AccountRecord } from '../../accounts/index.js';
import { InProgressError, runOnce } from '../../platform/data/dedupe.js';
import { listAllAccountMembers } from '../../platform/data/users.js';
import { enqueueEmail } from '../../platform/queue.js';

/** What one run of the daily job did. */
export interface TrialReminderRun {
  /** Trial accounts indexed as ending in the window (read from GSI1, no Scan). */
  checked: number;
  /** Trials whose admins were mailed by this run (not by an earlier or parallel one). */
  reminded: number;
}

/**
 * The daily job: mails each admin of every unconverted trial ending within 3 days the `trial-ending`
 * template, once per trial. The trial's business key is claimed first (a parallel run skips it), and
 * each mail carries its own key, so the send-email consumer sends it once whatever is re-run.
 */
export async function sendTrialReminders(now = new Date()): Promise<TrialReminderRun> {
  const run: TrialReminderRun = { checked: 0, reminded: 0 };
  for (const day of trialReminderDays(now)) {
    for (const account of await listTrialsEndingOn(day)) {
      run.checked += 1;
      if (!needsTrialReminder(trialFacts(account), now)) continue;
      if (await remindTrial(account, account.trialEndsAt!)) run.reminded += 1;
    }
  }
  return run;
}

function trialFacts(account: AccountRecord) {
  return {
    subscriptionStatus: account.subscriptionStatus,
    trialEndsAt: account.trialEndsAt,
    stripeStatus: account.billing?.status ?? null,
  };
}

async function remindTrial(account: AccountRecord, trialEndsAt: string): Promise<boolean> {
  const key = trialReminderKey(account.accountId, trialEndsAt);
  try {
    return await runOnce('trial-reminder', key, async () => {
      const admins = (await listAllAccountMembers(account.accountId)).filter(
        // An invitee who has not set a password yet has no account to look after.
        (member) => member.isActive && !member.invitePending && member.role === 'admin',
      );
      for (const admin of admins)
        await enqueueEmail({
          key: `${key}#${admin.userId}`,
          to: [admin.email],
          template: 'trial-ending',
          data: {
            trialEnd: formatLongDate(trialEndsAt),
            billingUrl: `${config.APP_URL}/dashboard/billing`,
          },
          context: { accountId: account.accountId },
        });
    });
  } catch (error) {
    // A parallel run holds this trial's lease: it sends the mails.
    if (error instanceof InProgressError) return false;
    throw error;
  }
}
