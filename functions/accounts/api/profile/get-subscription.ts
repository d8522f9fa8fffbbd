import { ownUserQuery, subscriptionViewResponse } from '@shared/accounts/schemas/profile.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { getSubscriptionView } from '../../service/profile-service.js';

/** GET /api/profile/subscription?user_id= — subscription_status (active, trial, free) and subscription_tier. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: subscriptionViewResponse },
  async ({ query, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return getSubscriptionView(caller);
  },
);
