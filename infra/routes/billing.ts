import { rowsOf } from './row.js';

const r = rowsOf('billing');

/** The routes of the billing area. */
export const billingRoutes = [
  // Stripe is reached over HTTPS with the secret key from config. The presale checkout writes: a
  // coupon code's use is held for the buyer. Both public payment routes count each request against
  // their rate limits (a write). The subscription reads write too: an account's seat counters are
  // computed once when missing.
  r('POST /api/payments/checkout', 'create-checkout', 'rw'),
  r('GET /api/payments/status/{session_id}', 'get-payment-status', 'rw'),
  r('GET /api/subscriptions/me', 'get-subscription', 'rw'),
  r('GET /api/subscriptions/invoices', 'list-invoices', 'rw'),
  r('POST /api/subscriptions/checkout', 'create-subscription-checkout', 'rw'),
  r('POST /api/subscriptions/preview', 'preview-plan-change', 'rw'),
  r('POST /api/subscriptions/change', 'change-plan', 'rw'),
  r('POST /api/subscriptions/cancel', 'cancel-subscription', 'rw'),
  r('POST /api/subscriptions/resume', 'resume-subscription', 'rw'),
  r('POST /api/subscriptions/portal', 'create-portal-session', 'rw'),
  r('POST /api/webhooks/stripe', '../webhooks/stripe', 'rw mail'),
];
