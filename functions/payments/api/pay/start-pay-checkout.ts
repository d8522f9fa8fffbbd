import { depositResponse, payTokenPath } from '@shared/payments/schemas/payments.js';
import { publicRoute } from '../../../platform/route.js';
import { payCheckout } from '../../service/invoice-service.js';

/** POST /api/pay/{token}/checkout — hosted Checkout for what is left of the invoice (409 once paid or processing). */
export const handler = publicRoute({ path: payTokenPath, response: depositResponse }, async ({ path }) =>
  payCheckout(path.token),
);
