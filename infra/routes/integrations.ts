import { rowsOf } from './row.js';

const r = rowsOf('integrations');

/** The routes of the integrations area: outbound webhook endpoints and their delivery log (docs/webhooks.md). */
export const integrationsRoutes = [
  r('GET /api/webhook-endpoints', 'list-endpoints', 'read'),
  r('POST /api/webhook-endpoints', 'create-endpoint', 'rw'),
  r('PUT /api/webhook-endpoints/{id}', 'update-endpoint', 'rw'),
  r('DELETE /api/webhook-endpoints/{id}', 'delete-endpoint', 'rw'),
  r('POST /api/webhook-endpoints/{id}/rotate-secret', 'rotate-secret', 'rw'),
  r('GET /api/webhook-endpoints/{id}/deliveries', 'list-deliveries', 'read'),
  r('POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver', 'redeliver', 'rw hooks'),
];
