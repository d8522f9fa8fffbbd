import { deliveryChangeOf, mailEventMessage } from '@shared/communications/schemas/mail-events.js';
import { isGuardedTemplate } from '@shared/mail/send-guard.js';
import { recordMailProblem } from '../../accounts/index.js';
import { sqsConsumer } from '../../platform/consumer.js';
import { noticeBounce } from '../service/bounce-notices.js';
import {
  findCommunicationOfMessage,
  getCommunication,
  putDeliveryEvent,
  saveDeliveryStatus,
  saveEstimatesEmailBounced,
} from '../data/communications.js';

/**
 * mail-events consumer: SES delivery events (configuration set → SNS → SQS on AWS; emitted by the
 * local runtime) move their communication's status forward. Idempotent: each event is recorded once
 * by its natural id, a status never moves back, and a hard bounce's flags are plain overwrites.
 * An event whose mail is not recorded yet fails, so it is retried after the send-email consumer wrote it.
 * A hard bounce or a complaint suppresses the address for the account (the send guard); a hard bounce
 * of a homeowner's mail also tells the contractor (Settings' `delivery_problems`).
 */
export const handler = sqsConsumer('mail-events', mailEventMessage, async (event) => {
  const owner = await findCommunicationOfMessage(event.mail.messageId);
  if (!owner) throw new Error(`no communication for SES message ${event.mail.messageId} (yet)`);
  if (!owner.accountId || !owner.communicationId) return;
  const change = deliveryChangeOf(event);
  const eventId = `${event.eventType}#${change.at}#${change.recipients.join(',')}`;
  const { accountId, communicationId } = owner;
  const firstTime = await putDeliveryEvent(accountId, communicationId, eventId, {
    status: change.status,
    at: change.at,
    recipient: change.recipients[0] ?? null,
    detail: change.detail,
  });
  // A hard bounce or a complaint of a mail sent on the account's behalf suppresses the address for the
  // account and may pause its mail; a bounced notice to a member is no customer's problem.
  const complaint = change.status === 'complained';
  if (change.hardBounce || complaint) {
    const communication = await getCommunication(accountId, communicationId);
    const reason = complaint ? 'complained' : 'bounced';
    for (const email of change.recipients) {
      if (isGuardedTemplate(communication?.template ?? ''))
        await recordMailProblem({ accountId, email, reason, at: change.at, firstTime });
      if (complaint) continue;
      await saveEstimatesEmailBounced(accountId, email);
      await noticeBounce(accountId, communicationId, email);
    }
  }
  // Written last: whoever reads "bounced" also finds the address suppressed and flagged.
  await saveDeliveryStatus(accountId, communicationId, change.status, change.at);
});
