import type { NotificationPreference } from '@shared/accounts/schemas/settings.js';
import { getAccount } from '../data/accounts.js';
import { getAccountSettings } from '../data/account-settings.js';
import { getUser } from '../../platform/data/users.js';
import { enqueueEmail } from '../../platform/queue.js';

// Mails to the contractor about what homeowners did, each behind one of Settings → Defaults'
// notification preferences (docs/product.md#communications). They go through the one send path (the send-email queue,
// recorded as the account's communications), keyed by their business event so each is sent once.

/** Whether the account wants the mails of this preference (on unless switched off in Settings). */
export async function wantsNotice(accountId: string, preference: NotificationPreference): Promise<boolean> {
  return (await getAccountSettings(accountId)).defaults.notifications[preference];
}

/** A notice to one member of the account. */
export interface TeamNotice {
  /** Business key of the event, e.g. `proposal-viewed#<proposalId>`. */
  key: string;
  subject: string;
  lines: string[];
  url: string;
  buttonLabel: string;
  /** Why the member gets it, for a notice no preference switches off (else the preferences line). */
  why?: string;
}

/**
 * Mails a notice to an active member of the account when the account's preference allows it (null:
 * a notice no setting switches off); answers whether it was queued (a member of another account or a
 * switched-off preference: no).
 */
export async function noticeMember(
  accountId: string,
  memberId: string,
  preference: NotificationPreference | null,
  notice: TeamNotice,
): Promise<boolean> {
  const [settings, member, account] = await Promise.all([
    getAccountSettings(accountId),
    getUser(memberId),
    getAccount(accountId),
  ]);
  if (preference && !settings.defaults.notifications[preference]) return false;
  if (!member || member.accountId !== accountId || !member.isActive) return false;
  await enqueueEmail({
    key: notice.key,
    to: [member.email],
    template: 'team-notice',
    data: {
      firstName: member.firstName,
      companyName: account?.name,
      brandColour: settings.company.brand_colour,
      subject: notice.subject,
      lines: notice.lines,
      url: notice.url,
      buttonLabel: notice.buttonLabel,
      ...(notice.why && { why: notice.why }),
    },
  });
  return true;
}
