import { paymentStatusPath, paymentStatusResponse } from '@shared/billing/schemas/billing.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { presalePaymentStatus } from '../../service/payments-service.js';

/** GET /api/payments/status/{session_id} — what /payment-success polls (Stripe's state; fulfilment is the webhook's; rate-limited per client and overall). */
export const handler = publicRoute(
  { path: paymentStatusPath, response: paymentStatusResponse },
  async ({ path, event }) => presalePaymentStatus(path.session_id, clientAddress(event)),
);
