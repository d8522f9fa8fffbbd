import { paymentFeesRequest, paymentFeesView } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { setPaymentFees } from '../../service/fees-service.js';

/** PUT /api/operator/payment-fees — operators set the platform fee per plan, in basis points (0–10 %). */
export const handler = route(
  { auth: 'users.manage', body: paymentFeesRequest, response: paymentFeesView },
  async ({ body }) => setPaymentFees(body.fees),
);
