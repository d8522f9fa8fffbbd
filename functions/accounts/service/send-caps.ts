import { capResetAt, COMMUNICATION_MESSAGES, SEND_CAPS } from '@shared/mail/communications.js';
import { hit } from '../../platform/data/rate-limit.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

/**
 * Counts a send against the daily caps (per account, per recipient of the account); 429 naming
 * when the cap resets once either is over. Windows are UTC days.
 */
export async function assertSendAllowed(
  accountId: string,
  recipients: string[],
  now = new Date(),
): Promise<void> {
  const resetsAt = capResetAt(now).toISOString();
  for (const recipient of recipients) {
    await hit(
      {
        scope: 'SEND_ACCOUNT',
        limit: SEND_CAPS.perAccountPerDay,
        windowSeconds: DAY_SECONDS,
        message: COMMUNICATION_MESSAGES.accountCap(resetsAt),
      },
      accountId,
      now,
    );
    await hit(
      {
        scope: 'SEND_RECIPIENT',
        limit: SEND_CAPS.perRecipientPerDay,
        windowSeconds: DAY_SECONDS,
        message: COMMUNICATION_MESSAGES.recipientCap(recipient, resetsAt),
      },
      `${accountId}#${recipient.toLowerCase()}`,
      now,
    );
  }
}
