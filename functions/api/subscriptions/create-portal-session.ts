import { portalResponse } from '../../../shared/schemas/billing.js';
import { route } from '../../lib/route.js';
import { portalSessionFor } from '../../lib/services/subscriptions-service.js';

/** POST /api/subscriptions/portal — a Stripe customer portal session to update the payment method. */
export const handler = route({ auth: 'billing.manage', response: portalResponse }, async ({ caller }) =>
  portalSessionFor(caller),
);
