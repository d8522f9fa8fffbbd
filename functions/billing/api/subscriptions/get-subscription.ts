import { subscriptionResponse } from '@shared/billing/schemas/billing.js';
import { ownUserQuery } from '@shared/accounts/schemas/profile.js';
import { route } from '../../../platform/route.js';
import { getSubscriptionFor } from '../../service/subscriptions-service.js';

/** GET /api/subscriptions/me — the account's plan, status, price, next billing date and card. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: subscriptionResponse },
  async ({ query, caller }) => getSubscriptionFor(caller, query.user_id),
);
