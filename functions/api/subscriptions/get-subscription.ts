import { subscriptionResponse } from '../../../shared/schemas/billing.js';
import { ownUserQuery } from '../../../shared/schemas/profile.js';
import { route } from '../../lib/route.js';
import { getSubscriptionFor } from '../../lib/services/subscriptions-service.js';

/** GET /api/subscriptions/me — the account's plan, status, price, next billing date and card. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: subscriptionResponse },
  async ({ query, caller }) => getSubscriptionFor(caller, query.user_id),
);
