import { checkoutResponse, presaleCheckoutRequest } from '@shared/billing/schemas/billing.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { startPresaleCheckout } from '../../service/payments-service.js';

/** POST /api/payments/checkout — a Stripe Checkout Session for a presale package (rate-limited per client and overall); answers its hosted URL. */
export const handler = publicRoute(
  { body: presaleCheckoutRequest, response: checkoutResponse },
  async ({ body, event }) => startPresaleCheckout(body, clientAddress(event)),
);
