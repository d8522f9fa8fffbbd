import { estimateJob } from '@shared/estimates/schemas/jobs.js';
import { sqsConsumer } from '../../platform/consumer.js';
import { processMeasureRoofJob } from '../service/measure-roof-job.js';

/** measure-roof consumer: geocode → Solar → engine → price; once per estimate version. */
export const handler = sqsConsumer('measure-roof', estimateJob, async (job, record) => {
  await processMeasureRoofJob(job, Number(record.attributes?.ApproximateReceiveCount ?? 1));
});
