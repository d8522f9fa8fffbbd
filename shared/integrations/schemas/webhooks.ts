import * as z from '../../kernel/zod.js';
import { DELIVERY_STATUSES } from '../delivery.js';
import { MAX_URL_LENGTH } from '../endpoint-url.js';
import { EVENT_TYPES } from '../events.js';

// Settings → Webhooks and /api/webhook-endpoints (docs/webhooks.md). The full URL rules (https,
// public hosts) are checked by the service, which knows whether it runs locally.

const id = z.string().check(z.minLength(1), z.maxLength(64));
const url = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter the URL of your endpoint'),
    z.maxLength(MAX_URL_LENGTH, 'The URL is too long'),
    z.regex(/^https?:\/\//i, 'Enter a full URL, starting with https://'),
  );
const events = z
  .array(z.enum(EVENT_TYPES))
  .check(z.minLength(1, 'Choose at least one event'), z.maxLength(EVENT_TYPES.length));
const description = z.nullable(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters')));

/** Path of one endpoint's routes. */
export const endpointPath = z.object({ id });

/** Path of one delivery's routes. */
export const deliveryPath = z.object({ id, deliveryId: id });

/** POST /api/webhook-endpoints: where to send which events. */
export const createEndpointRequest = z.strictObject({
  url,
  events,
  description: z.optional(description),
});
export type CreateEndpointRequest = z.input<typeof createEndpointRequest>;

/** PUT /api/webhook-endpoints/{id}: change the URL, the events or switch it off and on. */
export const updateEndpointRequest = z.strictObject({
  url: z.optional(url),
  events: z.optional(events),
  description: z.optional(description),
  enabled: z.optional(z.boolean()),
});
export type UpdateEndpointRequest = z.input<typeof updateEndpointRequest>;

/** One endpoint as the API shows it: never its secret, only the secret's last four characters. */
export const webhookEndpoint = z.object({
  id,
  url: z.string(),
  events: z.array(z.enum(EVENT_TYPES)),
  description: z.nullable(z.string()),
  enabled: z.boolean(),
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** GET /api/webhook-endpoints. */
export const endpointList = z.object({ endpoints: z.array(webhookEndpoint) });

/** POST /api/webhook-endpoints and …/rotate-secret: the signing secret, shown this once. */
export const endpointWithSecret = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export type EndpointWithSecret = z.infer<typeof endpointWithSecret>;

/** One delivery of one event to one endpoint, as the delivery log shows it. */
export const webhookDelivery = z.object({
  id,
  event_id: z.string(),
  event_type: z.enum(EVENT_TYPES),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  response_code: z.nullable(z.number()),
  error: z.nullable(z.string()),
  created_at: z.string(),
  last_attempt_at: z.nullable(z.string()),
  next_attempt_at: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** GET /api/webhook-endpoints/{id}/deliveries: the newest first. */
export const deliveryList = z.object({ deliveries: z.array(webhookDelivery) });

/** POST …/deliveries/{deliveryId}/redeliver: the new delivery of the same event. */
export const redeliverResponse = z.object({ delivery: webhookDelivery });

/** DELETE /api/webhook-endpoints/{id}. */
export const deletedResponse = z.object({ deleted: z.literal(true) });
