import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import {
  isDelivered,
  RETRY_SCHEDULE_SECONDS,
  retryDelaySeconds,
  DELIVERY_TIMEOUT_MS,
} from '@shared/integrations/delivery.js';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from '@shared/integrations/signing.js';
import type { DeliverJob, PublishJob, WebhookJob } from '@shared/integrations/schemas/jobs.js';
import { config } from '../../platform/config.js';
import { runOnce } from '../../platform/data/dedupe.js';
import { log } from '../../platform/log.js';
import { enqueue } from '../../platform/queue.js';
import { getEndpoint, listEndpoints } from '../data/endpoints.js';
import { getEvent, putEvent } from '../data/events.js';
import {
  claimAttempt,
  getDelivery,
  putDelivery,
  recordOutcome,
  type AttemptOutcome,
  type DeliveryRecord,
} from '../data/deliveries.js';
import { postWebhook } from './send.js';

// The webhook-delivery consumer's work (docs/webhooks.md#retries): fan an event out into one delivery
// per subscribed endpoint, then make each attempt at most once. The delivery item is the truth: an
// attempt is claimed by a conditional write before its POST and its outcome recorded after, so a
// queue message delivered twice never POSTs an attempt twice.

/** An attempt taken this long ago without an outcome belongs to a worker that died. */
const STALE_ATTEMPT_MS = 2 * DELIVERY_TIMEOUT_MS + 30_000;

/** The waits between attempts: the product's, or the shorter ones the local runtime sets. */
export function retrySchedule(): number[] {
  const configured = config.WEBHOOK_RETRY_SECONDS?.split(',').map(Number);
  return configured?.length && configured.every((seconds) => Number.isFinite(seconds) && seconds >= 0)
    ? configured
    : [...RETRY_SCHEDULE_SECONDS];
}

/** The id of the first delivery of an event to an endpoint: the event's own ULID, so a fan-out run twice writes it once. */
function firstDeliveryId(eventId: string): string {
  return `dlv_${eventId.slice(eventId.indexOf('_') + 1)}`;
}

/** Creates a pending delivery of an event and queues its first attempt. */
export async function startDelivery(
  delivery: Omit<
    DeliveryRecord,
    'status' | 'attempts' | 'responseCode' | 'error' | 'lastAttemptAt' | 'nextAttemptAt'
  >,
  now: Date,
): Promise<DeliveryRecord> {
  const record: DeliveryRecord = {
    ...delivery,
    status: 'pending',
    attempts: 0,
    responseCode: null,
    error: null,
    lastAttemptAt: null,
    nextAttemptAt: null,
  };
  await putDelivery(record, now);
  const job: DeliverJob = {
    kind: 'deliver',
    accountId: record.accountId,
    endpointId: record.endpointId,
    deliveryId: record.deliveryId,
    attempt: 1,
    notBefore: null,
  };
  await enqueue('webhook-delivery', job);
  return record;
}

/** A redelivery: a new delivery of the same event (same event id and body). */
export function newDeliveryId(now: Date): string {
  return `dlv_${ulid(now.getTime())}`;
}

async function fanOut(job: PublishJob, now: Date): Promise<void> {
  const { event } = job;
  await runOnce('webhook-event', `${event.account_id}#${job.key}`, async () => {
    await putEvent(
      {
        accountId: event.account_id,
        eventId: event.id,
        eventType: event.type,
        body: JSON.stringify(event),
        createdAt: event.created_at,
      },
      now,
    );
    const endpoints = (await listEndpoints(event.account_id)).filter(
      (endpoint) => endpoint.enabled && endpoint.events.includes(event.type),
    );
    for (const endpoint of endpoints) {
      await startDelivery(
        {
          accountId: event.account_id,
          endpointId: endpoint.endpointId,
          deliveryId: firstDeliveryId(event.id),
          eventId: event.id,
          eventType: event.type,
          createdAt: now.toISOString(),
        },
        now,
      );
    }
  });
}

async function scheduleNext(job: DeliverJob, delaySeconds: number, now: Date): Promise<void> {
  const next: DeliverJob = {
    ...job,
    attempt: job.attempt + 1,
    notBefore: new Date(now.getTime() + delaySeconds * 1000).toISOString(),
  };
  await enqueue('webhook-delivery', next, delaySeconds);
}

/** Marks an open delivery failed without a POST (its endpoint or event is gone). */
async function failWithout(job: DeliverJob, error: string, now: Date): Promise<void> {
  const claim = randomUUID();
  if (await claimAttempt(job, job.attempt, claim, now, new Date(0)))
    await recordOutcome(job, job.attempt, claim, {
      status: 'failed',
      responseCode: null,
      error,
      nextAttemptAt: null,
    });
}

async function attempt(job: DeliverJob, now: Date): Promise<void> {
  // A retry due later than SQS's 15-minute delay comes back early: send it on for the rest of the wait.
  if (job.notBefore && new Date(job.notBefore).getTime() > now.getTime() + 1000) {
    await enqueue('webhook-delivery', job, (new Date(job.notBefore).getTime() - now.getTime()) / 1000);
    return;
  }
  const delivery = await getDelivery(job.accountId, job.endpointId, job.deliveryId, now);
  if (!delivery || delivery.status === 'delivered' || delivery.status === 'failed') return;
  const schedule = retrySchedule();
  if (delivery.attempts > job.attempt) return;
  if (delivery.attempts === job.attempt && delivery.status === 'retrying') {
    // This attempt was made and failed, but its retry may not have been queued (the send failed and
    // this message came back): queue it again; a duplicate finds the next attempt taken and stops.
    const wait = delivery.nextAttemptAt
      ? (new Date(delivery.nextAttemptAt).getTime() - now.getTime()) / 1000
      : 0;
    await scheduleNext(job, Math.max(0, wait), now);
    return;
  }
  const [endpoint, event] = await Promise.all([
    getEndpoint(job.accountId, job.endpointId),
    getEvent(job.accountId, delivery.eventId, now),
  ]);
  if (!endpoint) return failWithout(job, 'The endpoint was deleted', now);
  if (!endpoint.enabled) return failWithout(job, 'The endpoint is disabled', now);
  if (!event) return failWithout(job, 'The event is older than the delivery log keeps', now);

  const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MS);
  // A name for this try, so an SDK retry of the claim or of the outcome finds its own write.
  const claim = randomUUID();
  if (!(await claimAttempt(job, job.attempt, claim, now, staleBefore))) return;

  const timestamp = Math.floor(now.getTime() / 1000);
  const result = await postWebhook(
    endpoint.url,
    event.body,
    {
      'user-agent': 'Ridgeline-Webhooks/1.0',
      [EVENT_ID_HEADER]: event.eventId,
      'Ridgeline-Event-Type': event.eventType,
      [SIGNATURE_HEADER]: await signatureHeader(endpoint.secret, timestamp, event.body),
    },
    { allowLoopback: config.STAGE === 'local' },
  );
  const responseCode = 'statusCode' in result ? result.statusCode : null;
  const error =
    'error' in result
      ? result.error
      : responseCode !== null && !isDelivered(responseCode)
        ? `HTTP ${responseCode}`
        : null;
  const wait = retryDelaySeconds(job.attempt, schedule);
  const outcome: AttemptOutcome =
    responseCode !== null && isDelivered(responseCode)
      ? { status: 'delivered', responseCode, error: null, nextAttemptAt: null }
      : wait === undefined
        ? { status: 'failed', responseCode, error, nextAttemptAt: null }
        : {
            status: 'retrying',
            responseCode,
            error,
            nextAttemptAt: new Date(now.getTime() + wait * 1000).toISOString(),
          };
  // Not ours any more (a stale claim was taken over meanwhile): the other worker records and schedules.
  if (!(await recordOutcome(job, job.attempt, claim, outcome))) return;
  log(outcome.status === 'failed' ? 'error' : 'info', 'webhook delivery attempt', {
    accountId: job.accountId,
    endpointId: job.endpointId,
    deliveryId: job.deliveryId,
    eventId: event.eventId,
    attempt: job.attempt,
    status: outcome.status,
    responseCode,
  });
  if (outcome.status === 'retrying' && wait !== undefined) await scheduleNext(job, wait, now);
}

/** One message of the webhook-delivery queue. */
export async function processWebhookJob(job: WebhookJob, now = new Date()): Promise<void> {
  if (job.kind === 'publish') await fanOut(job, now);
  else await attempt(job, now);
}
