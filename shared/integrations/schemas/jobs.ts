import * as z from '../../kernel/zod.js';
import { webhookEvent } from '../events.js';

// The messages of the webhook-delivery queue (infra/queues.ts): an event to fan out to the account's
// endpoints, then one attempt of one delivery at a time.

/** Fan one event out to every enabled endpoint subscribed to its type; `key` makes it once-only. */
export const publishJob = z.object({
  kind: z.literal('publish'),
  key: z.string().check(z.minLength(1), z.maxLength(200)),
  event: webhookEvent,
});
export type PublishJob = z.infer<typeof publishJob>;

/** Attempt `attempt` of one delivery; `not_before` holds a retry later than SQS's 15-minute delay. */
export const deliverJob = z.object({
  kind: z.literal('deliver'),
  accountId: z.string(),
  endpointId: z.string(),
  deliveryId: z.string(),
  attempt: z.number().check(z.int(), z.positive()),
  notBefore: z.nullable(z.string()),
});
export type DeliverJob = z.infer<typeof deliverJob>;

/** Any message of the webhook-delivery queue. */
export const webhookJob = z.discriminatedUnion('kind', [publishJob, deliverJob]);
export type WebhookJob = z.infer<typeof webhookJob>;
