import { cancelSubscriptionRequest, subscriptionResponse } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { cancelSubscriptionFor } from '../../service/subscriptions-service.js';

/** POST /api/subscriptions/cancel — cancel at the period end, with a reason (undo with /resume). */
export const handler = route(
  { auth: 'billing.manage', body: cancelSubscriptionRequest, response: subscriptionResponse },
  async ({ body, caller }) => cancelSubscriptionFor(caller, body.reason),
);
