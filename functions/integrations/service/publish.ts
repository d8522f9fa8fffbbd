import { ulid } from 'ulid';
import {
  EVENT_DATA,
  EVENT_ID_PREFIX,
  type EventData,
  type EventType,
  type WebhookEvent,
} from '@shared/integrations/events.js';
import type { PublishJob } from '@shared/integrations/schemas/jobs.js';
import { errorFields, log } from '../../platform/log.js';
import { enqueue } from '../../platform/queue.js';

/** A new event id: `evt_` and a ULID, so ids sort by time. */
export function newEventId(now = new Date()): string {
  return `${EVENT_ID_PREFIX}${ulid(now.getTime())}`;
}

/**
 * Publishes an event to the account's webhook endpoints (docs/webhooks.md). One queue message; the
 * fan-out, signing and POSTs happen in the webhook-delivery consumer, so the caller's request never
 * waits on a receiver. `key` names the business fact (e.g. `proposal.accepted#<proposalId>`): the
 * same key publishes once however often a follow-up step is retried.
 *
 * Never throws: a webhook must not fail what the homeowner did. A failure is logged (without the
 * payload) and the event is lost for webhooks only; every other follow-up has already happened.
 */
export async function publishEvent<T extends EventType>(
  accountId: string,
  type: T,
  data: EventData<T>,
  options: { key: string; now?: Date },
): Promise<string | undefined> {
  const now = options.now ?? new Date();
  try {
    const event: WebhookEvent = {
      id: newEventId(now),
      type,
      created_at: now.toISOString(),
      account_id: accountId,
      data: EVENT_DATA[type].parse(data) as Record<string, unknown>,
    };
    const job: PublishJob = { kind: 'publish', key: options.key, event };
    await enqueue('webhook-delivery', job);
    return event.id;
  } catch (error) {
    log('error', 'webhook event not published', { accountId, type, key: options.key, ...errorFields(error) });
    return undefined;
  }
}
