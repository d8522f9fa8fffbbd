import { checkoutResponse, subscribeRequest } from '../../../shared/schemas/billing.js';
import { route } from '../../lib/route.js';
import { subscribeFor } from '../../lib/services/subscriptions-service.js';

/** POST /api/subscriptions/checkout — subscribe from a trial: Stripe Checkout in subscription mode. */
export const handler = route(
  { auth: 'billing.manage', body: subscribeRequest, response: checkoutResponse },
  async ({ body, caller }) => subscribeFor(caller, body),
);
