import { paymentsAccountView } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { refreshConnect } from '../../service/connect-service.js';

/** POST /api/payments/account/refresh — re-reads the connected account from Stripe (on return from onboarding). */
export const handler = route({ auth: 'billing.manage', response: paymentsAccountView }, async ({ caller }) =>
  refreshConnect(caller),
);
