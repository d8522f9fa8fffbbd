import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { queues, type QueueDef } from '../queues.js';
import { lambdaContext, loadHandler } from './gateway.js';
import { withGrants } from './grants.js';
import { WakeSignal } from './wake-signal.js';

// The stand-in's visibility clock starts when it handles the change, a little after we asked.
const RETRY_WAKE_MARGIN_MS = 50;

type Consumer = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse | void>;

/** Options of the local stand-in for SQS event source mappings. */
export interface PollerOptions {
  sqs: SQSClient;
  queueUrls: Record<QueueDef['name'], string>;
  /**
   * How long a failed record stays invisible before its retry. On AWS that is the queue's visibility
   * timeout (6× the consumer timeout); locally a short delay keeps retries and DLQ moves observable.
   */
  retryDelaySeconds: number;
  /**
   * How long an empty queue waits before it is polled again when nothing woke it ({@link Poller.wake}):
   * a safety net only. Every poll is a full SDK round trip in this process, and polling six queues
   * every 100 ms used a quarter of a core doing nothing and stalled the API's requests behind it.
   */
  idleMs?: number;
}

/** The running pollers. */
export interface Poller {
  stop(): Promise<void>;
  /** Resolves once every queue is empty and no batch is in flight (for tests and seeding). */
  idle(timeoutMs?: number): Promise<void>;
  /**
   * Polls now: a message may have been sent or made visible (the SQS stand-in calls it with the
   * request's body). Only the queues the body names, or every queue when it names none.
   */
  wake(request?: string): void;
}

function toSqsEvent(queue: QueueDef, queueUrl: string, messages: Message[]): SQSEvent {
  const arn = `arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop()}`;
  return {
    Records: messages.map((message) => ({
      messageId: message.MessageId!,
      receiptHandle: message.ReceiptHandle!,
      body: message.Body ?? '',
      attributes: {
        ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: message.Attributes?.SenderId ?? 'local',
        ApproximateFirstReceiveTimestamp:
          message.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: message.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: arn,
      awsRegion: 'us-east-1',
    })),
  };
}

/**
 * Polls every queue and invokes its consumer with SQS-shaped batches, deleting the records it did
 * not report in `batchItemFailures` — the contract of Lambda's SQS event source mapping.
 */
export function startPoller(options: PollerOptions): Poller {
  const { sqs, queueUrls, retryDelaySeconds, idleMs = 1_000 } = options;
  let running = true;
  let inFlight = 0;
  // One signal a queue: a wake while the queue is being polled is kept, so it polls again at once.
  const signals = new Map(queues.map((queue) => [queue.name, new WakeSignal()]));
  const retryTimers = new Set<NodeJS.Timeout>();

  function wakeQueue(name: QueueDef['name']): void {
    signals.get(name)?.wake();
  }

  async function pollOnce(queue: QueueDef): Promise<number> {
    const queueUrl = queueUrls[queue.name];
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: Math.min(queue.batchSize, 10),
        WaitTimeSeconds: 0,
        MessageSystemAttributeNames: ['All'],
        AttributeNames: ['All'],
      }),
    );
    if (!Messages.length) return 0;
    inFlight++;
    try {
      const consumer = await loadHandler<Consumer>(queue.consumer);
      let failed = new Set<string>();
      try {
        const result = await withGrants({ handler: queue.consumer, access: queue.access }, () =>
          consumer(toSqsEvent(queue, queueUrl, Messages), lambdaContext(queue.consumer, queue.timeout)),
        );
        failed = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      } catch (error) {
        console.error(`[poller] ${queue.name} consumer threw; the whole batch will be retried`, error);
        failed = new Set(Messages.map((message) => message.MessageId!));
      }
      const done = Messages.filter((message) => !failed.has(message.MessageId!));
      const retry = Messages.filter((message) => failed.has(message.MessageId!));
      if (done.length) {
        await sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: done.map((message, index) => ({
              Id: String(index),
              ReceiptHandle: message.ReceiptHandle!,
            })),
          }),
        );
      }
      if (retry.length) {
        await sqs.send(
          new ChangeMessageVisibilityBatchCommand({
            QueueUrl: queueUrl,
            Entries: retry.map((message, index) => ({
              Id: String(index),
              ReceiptHandle: message.ReceiptHandle!,
              VisibilityTimeout: retryDelaySeconds,
            })),
          }),
        );
        // Nobody sends when the retries become visible again: wake this queue just after that.
        const timer = setTimeout(
          () => {
            retryTimers.delete(timer);
            wakeQueue(queue.name);
          },
          retryDelaySeconds * 1000 + RETRY_WAKE_MARGIN_MS,
        );
        retryTimers.add(timer);
      }
      return Messages.length;
    } finally {
      inFlight--;
    }
  }

  const loops = queues.map(async (queue) => {
    const signal = signals.get(queue.name) as WakeSignal;
    while (running) {
      signal.clear();
      let received = 0;
      try {
        received = await pollOnce(queue);
      } catch (error) {
        if (running) console.error(`[poller] ${queue.name}:`, (error as Error).message);
      }
      if (!received && running) await signal.wait(idleMs);
    }
  });

  async function depth(): Promise<number> {
    let total = 0;
    for (const queue of queues) {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrls[queue.name],
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      total +=
        Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
        Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
    }
    return total;
  }

  return {
    async stop() {
      running = false;
      for (const timer of retryTimers) clearTimeout(timer);
      for (const signal of signals.values()) signal.wake();
      await Promise.all(loops);
    },
    wake(request = '') {
      const named = queues.filter((queue) => {
        const url = queueUrls[queue.name];
        return request.includes(url) || request.includes(encodeURIComponent(url));
      });
      for (const queue of named.length ? named : queues) wakeQueue(queue.name);
    },
    async idle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && (await depth()) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('Queues did not drain in time');
    },
  };
}
