import { paymentStatusPath, paymentStatusResponse } from '@shared/billing/schemas/billing.js';
import { publicRoute } from '../../../platform/route.js';
import { presalePaymentStatus } from '../../service/payments-service.js';

/** GET /api/payments/status/{session_id} — what /payment-success polls (Stripe's state; fulfilment is the webhook's). */
export const handler = publicRoute(
  { path: paymentStatusPath, response: paymentStatusResponse },
  async ({ path }) => presalePaymentStatus(path.session_id),
);
