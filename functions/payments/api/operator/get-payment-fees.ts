import { paymentFeesView } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { paymentFees } from '../../service/fees-service.js';

/** GET /api/operator/payment-fees — the platform fee on homeowner payments per plan (operators). */
export const handler = route({ auth: 'users.manage', response: paymentFeesView }, async () => paymentFees());
