import type { Area } from './areas.js';
import type { Access } from './routes.js';

/** One SQS queue and the Lambda that consumes it. */
export interface QueueDef {
  /** Queue name suffix and the key used in config (QUEUE_URL_<NAME>). */
  name:
    | 'measure-roof'
    | 'render-pdf'
    | 'generate-contract'
    | 'send-email'
    | 'mail-events'
    | 'account-export'
    | 'webhook-delivery';
  /** Consumer module under `functions/`. */
  consumer: string;
  /** Consumer timeout in seconds; the queue's visibility timeout is 6× this. */
  timeout: number;
  batchSize: number;
  /**
   * Most consumer instances the event source runs at once (Lambda's SQS maximum concurrency, 2–1000),
   * where a downstream quota must not be outrun (docs/scaling.md); unset = Lambda's own scaling.
   */
  maxConcurrency?: number;
  memory?: number;
  access: Access[];
  /** The area whose nested stack holds the consumer (see `infra/areas.ts`). */
  area: Area;
}

/** A message is tried this many times before it moves to the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

/** Visibility timeout derived from the consumer timeout (AWS guidance: at least 6×). */
export function visibilityTimeout(queue: QueueDef): number {
  return queue.timeout * 6;
}

/** Every queue of the product. */
export const queues: QueueDef[] = [
  {
    name: 'measure-roof',
    consumer: 'estimates/queues/measure-roof',
    timeout: 30,
    batchSize: 5,
    // Google Solar allows 600 queries a minute per project: 4 instances stay under it (docs/scaling.md).
    maxConcurrency: 4,
    access: ['table:read', 'table:write'],
    area: 'estimates',
  },
  {
    name: 'render-pdf',
    consumer: 'documents/queues/render-pdf',
    timeout: 60,
    batchSize: 5,
    memory: 1024,
    access: ['table:read', 'table:write', 'documents:write', 'uploads:read'],
    area: 'documents',
  },
  {
    name: 'generate-contract',
    consumer: 'documents/queues/generate-contract',
    timeout: 60,
    batchSize: 5,
    memory: 1024,
    access: ['table:read', 'table:write', 'documents:write', 'documents:read', 'uploads:read'],
    area: 'documents',
  },
  {
    name: 'send-email',
    consumer: 'communications/queues/send-email',
    timeout: 30,
    batchSize: 10,
    // Stays near the account's SES sending rate instead of turning a burst into throttled retries (docs/scaling.md).
    maxConcurrency: 5,
    // The only function that talks to SES; every other one stays without mail rights.
    access: ['table:read', 'table:write', 'documents:read', 'uploads:read', 'ses:send-email'],
    area: 'communications',
  },
  {
    // SES delivery events (configuration set → SNS → this queue; locally the runtime emits them).
    name: 'mail-events',
    consumer: 'communications/queues/mail-events',
    timeout: 30,
    batchSize: 10,
    // send-email: a hard bounce tells the contractor (Settings' delivery_problems), a mail pause the operators.
    access: ['table:read', 'table:write', 'queue:send-email'],
    area: 'communications',
  },
  {
    // The whole-account export of Settings → Data (docs/product.md#accounts).
    name: 'account-export',
    consumer: 'accounts/queues/account-export',
    timeout: 120,
    batchSize: 1,
    memory: 1024,
    access: ['table:read', 'table:write', 'documents:write'],
    area: 'accounts',
  },
  {
    // Outbound webhooks (docs/webhooks.md): one message fans an event out, then one per (event, endpoint)
    // attempt; a failed attempt sends its retry itself, delayed, so the back-off is not the visibility timeout.
    name: 'webhook-delivery',
    consumer: 'integrations/queues/webhook-delivery',
    // Five records of a batch, each POST at most 10 s.
    timeout: 60,
    batchSize: 5,
    access: ['table:read', 'table:write', 'queue:webhook-delivery'],
    area: 'integrations',
  },
];

/** The environment variable carrying a queue's URL. */
export function queueUrlEnv(name: QueueDef['name']): string {
  return `QUEUE_URL_${name.replace(/-/g, '_').toUpperCase()}`;
}
