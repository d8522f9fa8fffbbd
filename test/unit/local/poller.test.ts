import { ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { startPoller, type Poller } from '../../../infra/local/poller.js';
import { queues } from '../../../infra/queues.js';

// The local stand-in for SQS event sources polls a queue when the SQS stand-in says it changed, not
// on a short timer: each poll is a full SDK round trip in the runtime's process, and six queues polled
// every 100 ms cost a quarter of a core and stalled API requests. Empty queues, so no consumer runs.

const queueUrls = Object.fromEntries(
  queues.map((queue) => [queue.name, `http://127.0.0.1:9324/000000000000/ridgeline-${queue.name}`]),
) as Record<(typeof queues)[number]['name'], string>;

let poller: Poller | undefined;
afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

/** A poller over an SQS client that records which queue each receive asked and answers nothing. */
function startRecording(idleMs?: number) {
  const received: string[] = [];
  const sqs = {
    send: async (command: unknown) => {
      if (command instanceof ReceiveMessageCommand) received.push(command.input.QueueUrl!);
      return {};
    },
  } as unknown as SQSClient;
  poller = startPoller({ sqs, queueUrls, retryDelaySeconds: 1, idleMs });
  return received;
}

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local queue poller', () => {
  it('polls each queue once, then waits for a wake instead of polling again (default idleMs)', async () => {
    const received = startRecording();
    await settle();
    expect([...received].sort()).toEqual(Object.values(queueUrls).sort());
    await settle(300);
    expect(received).toHaveLength(queues.length);
  });

  it('a wake naming a queue (the SQS request body) polls only that queue; one naming none polls all', async () => {
    const received = startRecording(60_000);
    await settle();
    received.length = 0;
    poller!.wake(JSON.stringify({ QueueUrl: queueUrls['send-email'], MessageBody: '{}' }));
    await settle();
    expect(received).toEqual([queueUrls['send-email']]);
    // The query protocol sends the URL form-encoded.
    poller!.wake(`Action=SendMessage&QueueUrl=${encodeURIComponent(queueUrls['render-pdf'])}`);
    await settle();
    expect(received).toEqual([queueUrls['send-email'], queueUrls['render-pdf']]);
    received.length = 0;
    poller!.wake();
    await settle();
    expect(received).toHaveLength(queues.length);
  });

  it('still polls on its own after idleMs, as a safety net', async () => {
    const received = startRecording(100);
    await settle(350);
    expect(received.length).toBeGreaterThanOrEqual(queues.length * 3);
  });

  it('stops at once, without waiting out an idle queue', async () => {
    startRecording(60_000);
    await settle();
    const started = Date.now();
    await poller!.stop();
    poller = undefined;
    expect(Date.now() - started).toBeLessThan(500);
  });
});
