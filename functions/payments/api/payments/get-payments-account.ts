import { paymentsAccountView } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { paymentsAccountFor } from '../../service/connect-service.js';

/** GET /api/payments/account — the connected account's state (details needed, pending, enabled, restricted) and the fee. */
export const handler = route({ auth: 'billing.manage', response: paymentsAccountView }, async ({ caller }) =>
  paymentsAccountFor(caller),
);
