/** What the integrations area offers the other areas (and the public API): import it only through this file. */
export { publishEvent, newEventId } from './service/publish.js';
export {
  createEndpointFor,
  deleteEndpointFor,
  deliveryView,
  endpointView,
  listDeliveriesFor,
  listEndpointsFor,
  redeliverFor,
  rotateSecretFor,
  updateEndpointFor,
  type EndpointOwner,
} from './service/endpoints-service.js';
export {
  EVENT_TYPES,
  type EventData,
  type EventType,
  type WebhookEvent,
} from '@shared/integrations/events.js';
