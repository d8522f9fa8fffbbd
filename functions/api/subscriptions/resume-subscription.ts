import { subscriptionResponse } from '../../../shared/schemas/billing.js';
import { route } from '../../lib/route.js';
import { resumeSubscriptionFor } from '../../lib/services/subscriptions-service.js';

/** POST /api/subscriptions/resume — undo a cancellation at the period end. */
export const handler = route({ auth: 'billing.manage', response: subscriptionResponse }, async ({ caller }) =>
  resumeSubscriptionFor(caller),
);
