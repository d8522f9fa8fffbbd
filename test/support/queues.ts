import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { queues, queueUrlEnv } from '../../infra/queues.js';
import { eventually } from './api.js';

let client: SQSClient | undefined;

/** Messages in a queue: waiting, delayed, or received and not yet deleted (a consumer is on them). */
async function depth(sqs: SQSClient, queueUrl: string): Promise<number> {
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: [
        'ApproximateNumberOfMessages',
        'ApproximateNumberOfMessagesNotVisible',
        'ApproximateNumberOfMessagesDelayed',
      ],
    }),
  );
  return Object.values(Attributes).reduce((sum, value) => sum + Number(value ?? 0), 0);
}

/**
 * Waits until every job queue of the local runtime is empty in three reads in a row (100 ms apart):
 * whatever the calls so far set in motion (mails, measurements, contracts, bounce notices) has run.
 * The condition before a "nothing more happened" count, instead of a fixed sleep.
 */
export async function queuesDrained(timeoutMs = 20_000): Promise<void> {
  const env = inject('runtimeEnv');
  client ??= new SQSClient({
    endpoint: env.AWS_ENDPOINT_URL_SQS,
    region: env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const sqs = client;
  const urls = queues.map((queue) => {
    const url = env[queueUrlEnv(queue.name)];
    if (!url) throw new Error(`the runtime has no URL for the ${queue.name} queue`);
    return url;
  });
  let quiet = 0;
  await eventually(async () => {
    const total = (await Promise.all(urls.map((url) => depth(sqs, url)))).reduce((sum, n) => sum + n, 0);
    quiet = total === 0 ? quiet + 1 : 0;
    return quiet >= 3;
  }, timeoutMs);
}
