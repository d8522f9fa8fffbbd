import { estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { getEstimateWithOfferFor } from '../../service/offer-service.js';

/** GET /api/estimates/{id} — one estimate with its measurement, price and timeline and offer. */
export const handler = route(
  { auth: 'estimates.read', path: estimatePath, response: estimateSchema },
  async ({ path, caller }) => getEstimateWithOfferFor(caller, path.id),
);
