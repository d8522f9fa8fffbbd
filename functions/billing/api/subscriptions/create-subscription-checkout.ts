import { checkoutResponse, subscribeRequest } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { subscribeFor } from '../../service/subscriptions-service.js';

/** POST /api/subscriptions/checkout — subscribe from a trial: Stripe Checkout in subscription mode. */
export const handler = route(
  { auth: 'billing.manage', body: subscribeRequest, response: checkoutResponse },
  async ({ body, caller }) => subscribeFor(caller, body),
);
