import { describe, expect, it } from 'vitest';
import * as z from '../../../shared/kernel/zod.js';
import type { SQSEvent } from 'aws-lambda';
import { sqsConsumer } from '../../../functions/platform/consumer.js';

function batch(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map((body, index) => ({
      messageId: `m${index}`,
      body,
      receiptHandle: `r${index}`,
      attributes: {} as never,
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: 'us-east-1',
    })),
  };
}

describe('sqsConsumer()', () => {
  const job = z.object({ n: z.number() });

  it('reports only the failing record of a batch of 10; the other nine take effect', async () => {
    const done: number[] = [];
    const handler = sqsConsumer('test', job, async ({ n }) => {
      if (n === 4) throw new Error('boom');
      done.push(n);
    });
    const result = await handler(batch(Array.from({ length: 10 }, (_, n) => JSON.stringify({ n }))));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm4' }]);
    expect(done).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9]);
  });

  it('fails poison messages (bad JSON, wrong schema) without touching the rest', async () => {
    const done: number[] = [];
    const handler = sqsConsumer('test', job, async ({ n }) => void done.push(n));
    const result = await handler(batch(['{oops', JSON.stringify({ n: 'x' }), JSON.stringify({ n: 7 })]));
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(['m0', 'm1']);
    expect(done).toEqual([7]);
  });
});
