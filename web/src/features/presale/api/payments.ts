import {
  checkoutResponse,
  paymentStatusResponse,
  type PresaleCheckoutRequest,
} from '@shared/billing/schemas/billing.js';
import { publicRequest } from '../../../lib/public-fetch';

/** POST /api/payments/checkout — a Stripe Checkout Session for a presale package. */
export function startPresaleCheckout(body: PresaleCheckoutRequest) {
  return publicRequest('/payments/checkout', { method: 'POST', body, schema: checkoutResponse });
}

/** GET /api/payments/status/{session_id} — Stripe's state of the session (fulfilment is the webhook's). */
export function fetchPaymentStatus(sessionId: string) {
  return publicRequest(`/payments/status/${encodeURIComponent(sessionId)}`, {
    schema: paymentStatusResponse,
  });
}
