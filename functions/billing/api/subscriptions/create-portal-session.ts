import { portalResponse } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { portalSessionFor } from '../../service/subscriptions-service.js';

/** POST /api/subscriptions/portal — a Stripe customer portal session to update the payment method. */
export const handler = route({ auth: 'billing.manage', response: portalResponse }, async ({ caller }) =>
  portalSessionFor(caller),
);
