import { subscriptionResponse } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { resumeSubscriptionFor } from '../../service/subscriptions-service.js';

/** POST /api/subscriptions/resume — undo a cancellation at the period end. */
export const handler = route({ auth: 'billing.manage', response: subscriptionResponse }, async ({ caller }) =>
  resumeSubscriptionFor(caller),
);
