import { ulid } from 'ulid';
import { communicationTypeOfTemplate } from '@shared/mail/communications.js';
import type { EmailJob } from '@shared/mail/schemas/email.js';
import { putUntrackedMessage, saveCommunicationSent } from '../data/communications.js';
import { findUserIdByEmail } from '../../accounts/index.js';
import { getUser } from '../../platform/data/users.js';
import { errorFields, log } from '../../platform/log.js';

/**
 * The account a mail is sent for: named by the job, or the account of a member it is sent to (then it
 * is the account's own mail, kept apart from customer mail).
 */
async function accountOfMail(job: EmailJob): Promise<{ accountId: string; toMember: boolean } | undefined> {
  if (job.context?.accountId) return { accountId: job.context.accountId, toMember: false };
  const userId = await findUserIdByEmail(job.to[0]!);
  const user = userId ? await getUser(userId) : undefined;
  return user?.accountId ? { accountId: user.accountId, toMember: true } : undefined;
}

/**
 * Records a mail SES accepted as a communication of its account (docs/product.md#communications: every mail sent on an
 * account's behalf goes through the send-email consumer, so this is the one place that records).
 * A mail of no account (a public form's receipt) is not recorded. A failure here is logged and
 * never fails the job: that would send the mail again.
 */
export async function recordSentMail(
  job: EmailJob,
  subject: string,
  sesMessageId: string | undefined,
  now = new Date(),
): Promise<void> {
  try {
    const owner = await accountOfMail(job);
    if (!sesMessageId) return;
    if (!owner) return await putUntrackedMessage(sesMessageId);
    const { accountId, toMember } = owner;
    await saveCommunicationSent(
      {
        accountId,
        communicationId: job.communicationId ?? ulid(now.getTime()),
        communicationType: toMember
          ? 'account'
          : (job.context?.type ?? communicationTypeOfTemplate(job.template)),
        template: job.template,
        subject,
        recipients: job.to.map((address) => address.toLowerCase()),
        estimateId: job.context?.estimateId ?? null,
        projectId: job.context?.projectId ?? null,
        proposalId: job.context?.proposalId ?? null,
        deliveryStatus: 'sent',
        createdAt: now.toISOString(),
      },
      sesMessageId,
      now,
    );
  } catch (error) {
    log('error', 'a sent mail could not be recorded as a communication', {
      key: job.key,
      ...errorFields(error),
    });
  }
}
