import { estimateJob } from '../../shared/schemas/jobs.js';
import { sqsConsumer } from '../lib/consumer.js';

/**
 * render-pdf consumer. Its work arrives with its feature; until then nothing enqueues here, and a job that
 * does arrive fails on purpose so it is kept in the dead-letter queue instead of being dropped.
 */
export const handler = sqsConsumer('render-pdf', estimateJob, async (job) => {
  throw new Error(`render-pdf cannot process estimate ${job.estimateId} yet`);
});
