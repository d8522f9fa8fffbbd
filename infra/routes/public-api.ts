import { rowsOf } from './row.js';

const r = rowsOf('public-api');

/** The routes of the public-api area (docs/product.md#public-api). */
export const publicApiRoutes = [
  // Settings → API: an admin's keys (api-keys.manage).
  r('GET /api/api-keys', 'list-api-keys', 'read'),
  r('POST /api/api-keys', 'create-api-key', 'rw'),
  r('DELETE /api/api-keys/{id}', 'revoke-api-key', 'rw'),
  r('POST /api/api-keys/{id}/rotate', 'rotate-api-key', 'rw'),
  // The versioned API, one row per endpoint of shared/public-api/schemas/endpoints.ts. Every key
  // route writes: the key's rate-limit window and its month's call count.
  r('GET /api/v1/openapi.json', 'get-openapi', ''),
  r('POST /api/v1/estimates', 'create-estimate', 'rw measure'),
  r('GET /api/v1/estimates', 'list-estimates', 'rw'),
  r('GET /api/v1/estimates/{id}', 'get-estimate', 'rw'),
  r('POST /api/v1/estimates/{id}/proposal', 'send-proposal', 'rw mail render'),
  r('GET /api/v1/projects', 'list-projects', 'rw'),
  r('GET /api/v1/projects/{id}', 'get-project', 'rw'),
  r('GET /api/v1/customers', 'list-customers', 'rw'),
  r('GET /api/v1/webhook-endpoints', 'list-webhook-endpoints', 'rw'),
  r('POST /api/v1/webhook-endpoints', 'create-webhook-endpoint', 'rw'),
  r('DELETE /api/v1/webhook-endpoints/{id}', 'delete-webhook-endpoint', 'rw'),
];
