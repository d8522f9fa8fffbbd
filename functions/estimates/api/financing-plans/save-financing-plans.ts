import { financingPlansResponse, saveFinancingPlansRequest } from '@shared/estimates/schemas/catalogue.js';
import { route } from '../../../platform/route.js';
import { saveMyFinancingPlans } from '../../service/catalogue-service.js';

/** PUT /api/financing-plans — save every financing plan of the account. */
export const handler = route(
  { auth: 'rates.write', body: saveFinancingPlansRequest, response: financingPlansResponse },
  async ({ body, caller }) => saveMyFinancingPlans(caller, body),
);
