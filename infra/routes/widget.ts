import { rowsOf } from './row.js';

const r = rowsOf('widget');

/** The routes of the widget area: Settings → Website quote and the widget's public calls (docs/product.md#widget). */
export const widgetRoutes = [
  r('GET /api/widget-settings', 'get-settings', 'read uploads:r'),
  r('PUT /api/widget-settings', 'save-settings', 'rw uploads:r'),
  r('POST /api/widget-settings/rotate-key', 'rotate-key', 'rw uploads:r'),
  r('GET /api/widget-settings/funnel', 'get-funnel', 'read'),
  r('POST /api/widget-settings/logo/upload-url', 'request-logo-upload', 'rw uploads:rw'),
  r('POST /api/widget-settings/logo/confirm', 'confirm-logo-upload', 'rw uploads:rw'),
  r('DELETE /api/widget-settings/logo', 'delete-logo', 'rw uploads:w'),
  // The iframe page starts the visit (a session and a view) when the website is listed.
  r('GET /api/widget/{key}/frame', 'get-frame', 'rw uploads:r'),
  r('POST /api/widget/{key}/sessions', 'create-session', 'rw uploads:r'),
  r('POST /api/widget/{key}/quotes', 'create-quote', 'rw hooks', { timeout: 29 }),
  r('POST /api/widget/{key}/quotes/{leadId}/confirm', 'confirm-home', 'rw'),
  r('POST /api/widget/{key}/quotes/{leadId}/contact', 'submit-contact', 'rw mail hooks'),
];
