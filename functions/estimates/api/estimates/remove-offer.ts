import { estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { removeOfferFor } from '../../service/offer-service.js';

/** DELETE /api/estimates/{id}/offer — back to one price: the estimate's proposal offers no options. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: estimateSchema },
  async ({ path, caller }) => removeOfferFor(caller, path.id),
);
