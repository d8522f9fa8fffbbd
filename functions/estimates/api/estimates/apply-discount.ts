import { applyDiscountRequest, estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { applyDiscountFor } from '../../service/estimates-service.js';

/** POST /api/estimates/{id}/apply-discount — final price = total × (1 − d/100), 0 < d ≤ 100. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, body: applyDiscountRequest, response: estimateSchema },
  async ({ path, body, caller }) => applyDiscountFor(caller, path.id, body.discount_percent),
);
