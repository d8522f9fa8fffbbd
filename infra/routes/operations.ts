import { rowsOf } from './row.js';

const r = rowsOf('operations');

/** The routes of the operations area. */
export const operationsRoutes = [
  // Coupons (users.manage), redemption checks (public), the CRM and the operator home (users.read).
  r('GET /api/coupons', 'list-coupons', 'read'),
  r('POST /api/coupons', 'create-coupon', 'rw'),
  r('GET /api/coupons/stats/usage', 'get-coupon-stats', 'read'),
  r('PUT /api/coupons/{id}/status', 'update-coupon-status', 'rw'),
  r('GET /api/coupons/{id}/redemptions', 'list-coupon-redemptions', 'read'),
  r('DELETE /api/coupons/{id}', 'delete-coupon', 'rw'),
  r('POST /api/coupons/validate', 'validate-coupon', 'rw'),
  r('GET /api/leads', 'list-leads', 'read'),
  r('PUT /api/leads/{id}', 'update-lead', 'rw'),
  r('GET /api/contact/submissions', 'list-submissions', 'read'),
  r('PUT /api/contact/submissions/{id}', 'update-submission', 'rw'),
  r('GET /api/partners/applications', 'list-applications', 'read'),
  r('PUT /api/partners/applications/{id}/status', 'update-application-status', 'rw mail'),
  r('GET /api/gdpr/requests', 'list-requests', 'read'),
  r('PUT /api/gdpr/requests/{id}', 'update-request', 'rw'),
  // Erasure reads the whole table for the person's email (rare, operator-started): the longer timeout.
  r('POST /api/gdpr/requests/{id}/erase', 'erase-request', 'rw', { timeout: 29 }),
  r('GET /api/crm/stats', 'get-stats', 'read'),
  r('GET /api/crm/export', 'export-csv', 'rw docs:rw', { timeout: 29, memory: 1024 }),
  r('GET /api/crm/audit/{kind}/{id}', 'get-audit', 'read'),
  r('GET /api/crm/today', 'get-today', 'read'),
  r('GET /api/crm/presale-orders', 'list-presale-orders', 'read'),
  r('GET /api/crm/presale-orders/export', 'export-presale-orders', 'rw docs:rw', {
    timeout: 29,
    memory: 1024,
  }),
  r('GET /api/crm/notifications', 'get-notifications', 'read'),
  r('PUT /api/crm/notifications', 'update-notifications', 'rw'),
  // The older client calls, under /api: the contact list (operators); see docs/product.md#public-site.
  r('GET /api/contact', 'list-contact', 'read'),
];
