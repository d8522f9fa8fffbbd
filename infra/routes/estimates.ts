import { rowsOf } from './row.js';

const r = rowsOf('estimates');

/** The routes of the estimates area. */
export const estimatesRoutes = [
  r('GET /api/estimates', 'list-estimates', 'read'),
  r('POST /api/estimates', 'create-estimate', 'rw measure'),
  // Public and synchronous (geocode + Solar + engine); writes only its rate-limit counter.
  r('POST /api/estimates/quick', 'quick-estimate', 'rw', { timeout: 29 }),
  r('GET /api/estimates/{id}', 'get-estimate', 'read'),
  r('PUT /api/estimates/{id}', 'update-estimate', 'rw measure'),
  r('DELETE /api/estimates/{id}', 'delete-estimate', 'rw'),
  r('POST /api/estimates/{id}/apply-discount', 'apply-discount', 'rw'),
  r('POST /api/estimates/{id}/retry-measurement', 'retry-measurement', 'rw measure'),
  r('POST /api/estimates/{id}/reprice', 'reprice-estimate', 'rw'),
  r('PUT /api/estimates/{id}/offer', 'save-offer', 'rw'),
  r('DELETE /api/estimates/{id}/offer', 'remove-offer', 'rw'),
  r('GET /api/rates/me', 'get-my-rates', 'read'),
  r('POST /api/rates/me', 'save-my-rates', 'rw'),
  r('GET /api/catalogue', 'get-catalogue', 'read'),
  r('PUT /api/catalogue', 'save-catalogue', 'rw'),
  r('GET /api/financing-plans', 'get-financing-plans', 'read'),
  r('PUT /api/financing-plans', 'save-financing-plans', 'rw'),
];
