import { estimateJob } from '../../shared/schemas/jobs.js';
import { sqsConsumer } from '../lib/consumer.js';
import { processMeasureRoofJob } from '../lib/services/measurement-service.js';

/** measure-roof consumer: geocode → Solar → engine → price; once per estimate version. */
export const handler = sqsConsumer('measure-roof', estimateJob, async (job, record) => {
  await processMeasureRoofJob(job, Number(record.attributes?.ApproximateReceiveCount ?? 1));
});
