import { rowsOf } from './row.js';

const r = rowsOf('public-site');

/** The routes of the public-site area. */
export const publicSiteRoutes = [
  r('GET /api/health', 'get-health', ''),
  // Whether this deployment offers the demo login (no table access: read from the environment).
  r('GET /api/public/config', 'get-config', ''),
  r('GET /api/testimonials', 'content/list-testimonials', 'read'),
  r('POST /api/testimonials', 'content/create-testimonial', 'rw'),
  r('GET /api/faqs', 'content/list-faqs', 'read'),
  r('POST /api/faqs', 'content/create-faq', 'rw'),
  r('GET /api/campaign', 'get-campaign', 'read'),
  r('PUT /api/campaign', 'update-campaign', 'rw'),
  r('POST /api/leads', 'create-lead', 'rw'),
  r('POST /api/contact/submit', 'submit-contact', 'rw mail'),
  r('POST /api/partners/apply', 'apply', 'rw mail'),
  r('POST /api/gdpr/requests', 'create-request', 'rw mail'),
  // The requester's mailed link: only a confirmed request enters the CRM (and mails the operators).
  r('POST /api/gdpr/requests/{id}/confirm', 'confirm-request', 'rw mail'),
  r('POST /api/contact', 'create-contact', 'rw mail'),
  r('POST /api/contact/demo', 'request-demo', 'rw'),
  r('GET /api/pricing', 'get-pricing', ''),
];
