import { ulid } from 'ulid';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { EmailJob } from '@shared/mail/schemas/email.js';
import { sqs } from './clients/sqs.js';
import { config } from './config.js';

const QUEUE_URLS = {
  'measure-roof': config.QUEUE_URL_MEASURE_ROOF,
  'render-pdf': config.QUEUE_URL_RENDER_PDF,
  'generate-contract': config.QUEUE_URL_GENERATE_CONTRACT,
  'send-email': config.QUEUE_URL_SEND_EMAIL,
  'account-export': config.QUEUE_URL_ACCOUNT_EXPORT,
  'webhook-delivery': config.QUEUE_URL_WEBHOOK_DELIVERY,
} as const;

/** Put one job on a queue; `delaySeconds` (at most 900, SQS's limit) keeps it invisible that long. */
export async function enqueue(
  queue: keyof typeof QUEUE_URLS,
  job: unknown,
  delaySeconds?: number,
): Promise<void> {
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: QUEUE_URLS[queue],
      MessageBody: JSON.stringify(job),
      ...(delaySeconds ? { DelaySeconds: Math.min(900, Math.max(0, Math.round(delaySeconds))) } : {}),
    }),
  );
}

/**
 * Queue an email (sent once per `job.key` by the send-email consumer). Every mail gets a
 * communication id here, so the consumer records it under that id (one send path: docs/product.md#communications).
 */
export async function enqueueEmail(job: EmailJob): Promise<void> {
  await enqueue('send-email', { ...job, communicationId: job.communicationId ?? ulid() });
}
