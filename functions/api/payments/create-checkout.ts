import { checkoutResponse, presaleCheckoutRequest } from '../../../shared/schemas/billing.js';
import { route } from '../../lib/route.js';
import { startPresaleCheckout } from '../../lib/services/payments-service.js';

/** POST /api/payments/checkout — a Stripe Checkout Session for a presale package; answers its hosted URL. */
export const handler = route(
  { auth: 'public', body: presaleCheckoutRequest, response: checkoutResponse },
  async ({ body }) => startPresaleCheckout(body),
);
