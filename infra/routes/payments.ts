import { PDF, rowsOf } from './row.js';

const r = rowsOf('payments');

/** The routes of the payments area (docs/product.md#payments). */
export const paymentsRoutes = [
  // Stripe Connect onboarding (admins): the Express account, its hosted onboarding link, a re-read on return.
  r('GET /api/payments/account', 'get-payments-account', 'read'),
  r('POST /api/payments/account/onboarding', 'start-onboarding', 'rw'),
  r('POST /api/payments/account/refresh', 'refresh-payments-account', 'rw'),
  // The step after signing: the deposit through hosted Checkout on the contractor's account, or later.
  r('GET /api/signing/{token}/deposit', 'get-deposit', 'read'),
  r('POST /api/signing/{token}/deposit', 'choose-deposit', 'rw'),
  // The project's schedule with paid, due and overdue; refunds by admins (recorded from charge.refunded).
  r('GET /api/projects/{id}/payments', 'get-project-payments', 'read'),
  r('POST /api/projects/{id}/payments/{paymentId}/refund', 'refund-payment', 'read'),
  // Invoices for the rest of the schedule, mailed with a pay link (under the send guard); the pay page.
  r('POST /api/projects/{id}/invoices', 'send-invoice', 'rw mail'),
  r('GET /api/pay/{token}', 'get-pay-page', 'read'),
  r('POST /api/pay/{token}/checkout', 'start-pay-checkout', 'rw'),
  r('GET /api/pay/{token}/pdf', 'invoice-pdf', 'read docs:rw', PDF),
  // The homeowner's status link lists what was paid, with receipts.
  r('GET /api/project-status/{token}/payments', 'get-status-payments', 'read'),
  // Operators set the platform fee per plan (0 % unless set).
  r('GET /api/operator/payment-fees', 'get-payment-fees', 'read'),
  r('PUT /api/operator/payment-fees', 'save-payment-fees', 'rw'),
  // Events of connected accounts (account.updated), signed with the Connect endpoint's own secret.
  r('POST /api/webhooks/stripe-connect', '../webhooks/stripe-connect', 'rw'),
];
