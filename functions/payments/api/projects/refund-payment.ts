import { projectPaymentPath, projectPaymentsView, refundRequest } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { refundPayment } from '../../service/project-payments-service.js';

/** POST /api/projects/{id}/payments/{paymentId}/refund — admins refund all or part of a homeowner payment. */
export const handler = route(
  { auth: 'billing.manage', path: projectPaymentPath, body: refundRequest, response: projectPaymentsView },
  async ({ path, body, caller }) => refundPayment(caller, path.id, path.paymentId, body),
);
