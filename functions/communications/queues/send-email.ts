import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { renderEmail } from '@shared/mail/registry.js';
import { emailJob } from '@shared/mail/schemas/email.js';
import { ses } from '../../platform/clients/ses.js';
import { config } from '../../platform/config.js';
import { sqsConsumer } from '../../platform/consumer.js';
import { runOnce } from '../../platform/data/dedupe.js';
import { readAttachment } from '../../platform/data/objects.js';
import { recordSentMail } from '../service/mail-recording.js';

/** send-email consumer: renders the template, sends it through SES v2 once per business key, records it. */
export const handler = sqsConsumer('send-email', emailJob, async (job) => {
  await runOnce('email', job.key, async () => {
    const mail = renderEmail(job);
    const attachments = await Promise.all(
      (job.attachments ?? []).map(async (file) => ({
        RawContent: await readAttachment(file.bucket, file.key),
        FileName: file.fileName,
        ContentType: file.contentType,
        ContentDisposition: file.contentId ? ('INLINE' as const) : ('ATTACHMENT' as const),
        ContentId: file.contentId,
      })),
    );
    const sent = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: config.EMAIL_FROM,
        // On AWS the configuration set publishes delivery events to the mail-events queue.
        ConfigurationSetName: config.SES_CONFIGURATION_SET,
        Destination: { ToAddresses: job.to },
        ReplyToAddresses: job.replyTo ? [job.replyTo] : undefined,
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: mail.html, Charset: 'UTF-8' },
              Text: { Data: mail.text, Charset: 'UTF-8' },
            },
            Attachments: attachments.length > 0 ? attachments : undefined,
          },
        },
      }),
    );
    await recordSentMail(job, mail.subject, sent.MessageId);
  });
});
