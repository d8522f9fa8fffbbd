import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { endpointUrlProblem } from '@shared/integrations/endpoint-url.js';
import { SECRET_PREFIX } from '@shared/integrations/signing.js';
import type {
  CreateEndpointRequest,
  EndpointWithSecret,
  UpdateEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
} from '@shared/integrations/schemas/webhooks.js';
import { config } from '../../platform/config.js';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import {
  deleteEndpoint,
  getEndpoint,
  listEndpoints,
  MAX_ENDPOINTS,
  putEndpoint,
  updateEndpoint,
  type EndpointRecord,
} from '../data/endpoints.js';
import { getDelivery, listDeliveries, type DeliveryRecord } from '../data/deliveries.js';
import { getEvent } from '../data/events.js';
import { newDeliveryId, startDelivery } from './delivery-service.js';

// Settings → Webhooks (docs/webhooks.md#endpoints): an account's endpoints, their secrets and their
// delivery log. Every function takes the caller's account, so another account's ids are 404.

const NOT_FOUND = 'No such webhook endpoint';

/**
 * Who manages an account's endpoints: a signed-in admin, or (the public API) an API key of the account,
 * which names its own `userId` for `createdBy`.
 */
export type EndpointOwner = Pick<Caller, 'accountId' | 'userId'>;

/** A new signing secret: `whsec_` and 32 random bytes. */
function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function checkedUrl(url: string): string {
  const problem = endpointUrlProblem(url, { local: config.STAGE === 'local' });
  if (problem) throw new ValidationError(`url: ${problem}`, { errors: [{ path: 'url', message: problem }] });
  return url;
}

/** An endpoint as the API shows it: the secret only as its last four characters. */
export function endpointView(record: EndpointRecord): WebhookEndpoint {
  return {
    id: record.endpointId,
    url: record.url,
    events: record.events,
    description: record.description,
    enabled: record.enabled,
    secret_hint: `…${record.secret.slice(-4)}`,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** A delivery as the delivery log shows it. */
export function deliveryView(record: DeliveryRecord): WebhookDelivery {
  return {
    id: record.deliveryId,
    event_id: record.eventId,
    event_type: record.eventType,
    status: record.status,
    attempts: record.attempts,
    response_code: record.responseCode,
    error: record.error,
    created_at: record.createdAt,
    last_attempt_at: record.lastAttemptAt,
    next_attempt_at: record.nextAttemptAt,
  };
}

async function endpointOf(caller: EndpointOwner, endpointId: string): Promise<EndpointRecord> {
  const endpoint = await getEndpoint(caller.accountId, endpointId);
  if (!endpoint) throw new NotFoundError(NOT_FOUND);
  return endpoint;
}

/** GET /api/webhook-endpoints. */
export async function listEndpointsFor(caller: EndpointOwner): Promise<{ endpoints: WebhookEndpoint[] }> {
  return { endpoints: (await listEndpoints(caller.accountId)).map(endpointView) };
}

/** POST /api/webhook-endpoints: a new endpoint and its secret, which is shown this once. */
export async function createEndpointFor(
  caller: EndpointOwner,
  input: CreateEndpointRequest,
  now = new Date(),
): Promise<EndpointWithSecret> {
  const url = checkedUrl(input.url);
  if ((await listEndpoints(caller.accountId)).length >= MAX_ENDPOINTS)
    throw new ConflictError(`An account can have at most ${MAX_ENDPOINTS} webhook endpoints.`);
  const record: EndpointRecord = {
    accountId: caller.accountId,
    endpointId: `we_${ulid(now.getTime())}`,
    url,
    events: [...new Set(input.events)],
    description: input.description ?? null,
    enabled: true,
    secret: newSecret(),
    createdBy: caller.userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await putEndpoint(record);
  return { endpoint: endpointView(record), secret: record.secret };
}

/** PUT /api/webhook-endpoints/{id}: URL, events, description, on/off. */
export async function updateEndpointFor(
  caller: EndpointOwner,
  endpointId: string,
  input: UpdateEndpointRequest,
  now = new Date(),
): Promise<WebhookEndpoint> {
  const changes = {
    ...(input.url !== undefined && { url: checkedUrl(input.url) }),
    ...(input.events !== undefined && { events: [...new Set(input.events)] }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.enabled !== undefined && { enabled: input.enabled }),
  };
  const updated = await updateEndpoint(caller.accountId, endpointId, changes, now);
  if (!updated) throw new NotFoundError(NOT_FOUND);
  return endpointView(updated);
}

/** DELETE /api/webhook-endpoints/{id}: no further deliveries; those in flight fail as "deleted". */
export async function deleteEndpointFor(
  caller: EndpointOwner,
  endpointId: string,
): Promise<{ deleted: true }> {
  if (!(await deleteEndpoint(caller.accountId, endpointId))) throw new NotFoundError(NOT_FOUND);
  return { deleted: true };
}

/**
 * POST /api/webhook-endpoints/{id}/rotate-secret: a new secret, shown this once; the old one stops
 * signing at once (docs/decisions.md, "Webhook secret rotation").
 */
export async function rotateSecretFor(
  caller: EndpointOwner,
  endpointId: string,
  now = new Date(),
): Promise<EndpointWithSecret> {
  await endpointOf(caller, endpointId);
  const secret = newSecret();
  const updated = await updateEndpoint(caller.accountId, endpointId, { secret }, now);
  if (!updated) throw new NotFoundError(NOT_FOUND);
  return { endpoint: endpointView(updated), secret };
}

/** GET /api/webhook-endpoints/{id}/deliveries: the newest deliveries first. */
export async function listDeliveriesFor(
  caller: EndpointOwner,
  endpointId: string,
): Promise<{ deliveries: WebhookDelivery[] }> {
  await endpointOf(caller, endpointId);
  return { deliveries: (await listDeliveries(caller.accountId, endpointId)).map(deliveryView) };
}

/** POST …/deliveries/{deliveryId}/redeliver: the same event (id and body) delivered again, as a new delivery. */
export async function redeliverFor(
  caller: EndpointOwner,
  endpointId: string,
  deliveryId: string,
  now = new Date(),
): Promise<{ delivery: WebhookDelivery }> {
  const endpoint = await endpointOf(caller, endpointId);
  const delivery = await getDelivery(caller.accountId, endpointId, deliveryId, now);
  if (!delivery) throw new NotFoundError('No such delivery');
  if (!endpoint.enabled) throw new ConflictError('Turn the endpoint on before redelivering to it.');
  if (!(await getEvent(caller.accountId, delivery.eventId, now)))
    throw new ConflictError('This event is older than the delivery log keeps and cannot be sent again.');
  const started = await startDelivery(
    {
      accountId: caller.accountId,
      endpointId,
      deliveryId: newDeliveryId(now),
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      createdAt: now.toISOString(),
    },
    now,
  );
  return { delivery: deliveryView(started) };
}
