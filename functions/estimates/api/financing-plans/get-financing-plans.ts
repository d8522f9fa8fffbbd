import { financingPlansResponse } from '@shared/estimates/schemas/catalogue.js';
import { route } from '../../../platform/route.js';
import { getMyFinancingPlans } from '../../service/catalogue-service.js';

/** GET /api/financing-plans — the account's financing plans (none until saved). */
export const handler = route({ auth: 'rates.read', response: financingPlansResponse }, async ({ caller }) =>
  getMyFinancingPlans(caller),
);
