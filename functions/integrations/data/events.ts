import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EventType } from '@shared/integrations/events.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { epochSeconds, isExpired, putIfAbsent, recordOf, TABLE } from '../../platform/data/table.js';

/** How long an event (and so Redeliver) is kept: the delivery log's horizon. */
export const KEEP_EVENT_SECONDS = 30 * DAY_SECONDS;

/** One event as first sent: its exact JSON body, so every attempt and redelivery sends the same bytes. */
export interface EventRecord {
  accountId: string;
  eventId: string;
  eventType: EventType;
  body: string;
  createdAt: string;
}

/** Stores an event once; a second put of the same id keeps the first. */
export async function putEvent(record: EventRecord, now: Date): Promise<void> {
  await putIfAbsent({
    ...keys.webhookEvent(record.accountId, record.eventId),
    type: 'webhook-event',
    ...record,
    ttl: epochSeconds(now) + KEEP_EVENT_SECONDS,
  });
}

/** One event of an account, unless it expired. */
export async function getEvent(
  accountId: string,
  eventId: string,
  now = new Date(),
): Promise<EventRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.webhookEvent(accountId, eventId), ConsistentRead: true }),
  );
  return Item && !isExpired(Item, now) ? recordOf<EventRecord>(Item) : undefined;
}
