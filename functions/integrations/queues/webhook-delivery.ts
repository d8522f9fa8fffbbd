import { webhookJob } from '@shared/integrations/schemas/jobs.js';
import { sqsConsumer } from '../../platform/consumer.js';
import { processWebhookJob } from '../service/delivery-service.js';

/** webhook-delivery consumer: fans events out to endpoints and makes each delivery attempt once. */
export const handler = sqsConsumer('webhook-delivery', webhookJob, async (job) => {
  await processWebhookJob(job);
});
