import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveryStatus } from '@shared/integrations/delivery.js';
import type { EventType } from '@shared/integrations/events.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryPrefix } from '../../platform/data/query.js';
import {
  conditionalWrite,
  epochSeconds,
  isExpired,
  putIfAbsent,
  recordOf,
  TABLE,
} from '../../platform/data/table.js';
import { KEEP_EVENT_SECONDS } from './events.js';

/** The delivery log shows this many, newest first. */
export const DELIVERY_LOG_LIMIT = 50;

/** One delivery of one event to one endpoint, as stored; `attempts` counts the POSTs begun. */
export interface DeliveryRecord {
  accountId: string;
  endpointId: string;
  deliveryId: string;
  eventId: string;
  eventType: EventType;
  status: DeliveryStatus;
  attempts: number;
  responseCode: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

/** Stores a new pending delivery; false when it already exists (a fan-out that ran twice). */
export function putDelivery(record: DeliveryRecord, now: Date): Promise<boolean> {
  return putIfAbsent({
    ...keys.webhookDelivery(record.accountId, record.endpointId, record.deliveryId),
    type: 'webhook-delivery',
    ...record,
    ttl: epochSeconds(now) + KEEP_EVENT_SECONDS,
  });
}

/** One delivery of an endpoint, unless it expired. */
export async function getDelivery(
  accountId: string,
  endpointId: string,
  deliveryId: string,
  now = new Date(),
): Promise<DeliveryRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.webhookDelivery(accountId, endpointId, deliveryId),
      ConsistentRead: true,
    }),
  );
  return Item && !isExpired(Item, now) ? recordOf<DeliveryRecord>(Item) : undefined;
}

/** An endpoint's newest deliveries (one Query). */
export async function listDeliveries(
  accountId: string,
  endpointId: string,
  now = new Date(),
): Promise<DeliveryRecord[]> {
  const items = await queryPrefix(partitions.account(accountId), SK_PREFIX.webhookDeliveries(endpointId), {
    limit: DELIVERY_LOG_LIMIT,
    newestFirst: true,
  });
  return items.filter((item) => !isExpired(item, now)).map((item) => recordOf<DeliveryRecord>(item));
}

/**
 * Takes attempt `attempt` of a delivery: only when the previous attempt is the last one recorded and
 * the delivery is still open, or when attempt `attempt` was taken before `staleBefore` and never
 * answered (its worker died). False when the attempt is not ours to make: it was made, or is being made.
 * `claim` names this worker's try, so an SDK retry of a claim whose answer was lost finds its own claim
 * instead of a condition that no longer holds.
 */
export function claimAttempt(
  delivery: Pick<DeliveryRecord, 'accountId' | 'endpointId' | 'deliveryId'>,
  attempt: number,
  claim: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.webhookDelivery(delivery.accountId, delivery.endpointId, delivery.deliveryId),
      UpdateExpression:
        'SET #status = :sending, attempts = :attempt, lastAttemptAt = :now, nextAttemptAt = :null, claimId = :claim',
      ConditionExpression:
        'attribute_exists(PK) AND ((attempts = :previous AND #status IN (:pending, :retrying)) OR ' +
        '(attempts = :attempt AND #status = :sending AND (lastAttemptAt < :stale OR claimId = :claim)))',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':pending': 'pending',
        ':retrying': 'retrying',
        ':attempt': attempt,
        ':previous': attempt - 1,
        ':now': now.toISOString(),
        ':stale': staleBefore.toISOString(),
        ':null': null,
        ':claim': claim,
      },
    }),
  );
}

/** What one attempt came to. */
export interface AttemptOutcome {
  status: Extract<DeliveryStatus, 'delivered' | 'retrying' | 'failed'>;
  responseCode: number | null;
  error: string | null;
  nextAttemptAt: string | null;
}

/**
 * Records the outcome of attempt `attempt`, only by the worker whose claim is still the current one (a
 * stale claim taken over by another worker no longer records; an SDK retry of this write still does).
 */
export function recordOutcome(
  delivery: Pick<DeliveryRecord, 'accountId' | 'endpointId' | 'deliveryId'>,
  attempt: number,
  claim: string,
  outcome: AttemptOutcome,
): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.webhookDelivery(delivery.accountId, delivery.endpointId, delivery.deliveryId),
      UpdateExpression: 'SET #status = :status, responseCode = :code, #error = :error, nextAttemptAt = :next',
      ConditionExpression: 'attempts = :attempt AND claimId = :claim',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':code': outcome.responseCode,
        ':error': outcome.error,
        ':next': outcome.nextAttemptAt,
        ':attempt': attempt,
        ':claim': claim,
      },
    }),
  );
}
