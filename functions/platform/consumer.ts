import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from '@shared/kernel/zod.js';
import { inDelivery } from './delivery.js';
import { errorFields, log } from './log.js';

/**
 * Builds an SQS consumer that handles each record on its own and reports only the failed ones in
 * `batchItemFailures`, so one bad record never redelivers its nine good neighbours. A record that
 * is not valid JSON or breaks the schema fails too and so reaches the DLQ after maxReceiveCount.
 */
export function sqsConsumer<S extends z.ZodMiniType>(
  name: string,
  schema: S,
  process: (job: z.output<S>, record: SQSRecord) => Promise<void>,
) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const job = schema.parse(JSON.parse(record.body));
        await inDelivery(record.messageId, () => process(job, record));
      } catch (error) {
        log('error', `${name}: record failed`, {
          messageId: record.messageId,
          receiveCount: record.attributes?.ApproximateReceiveCount,
          ...errorFields(error),
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
