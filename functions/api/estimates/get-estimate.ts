import { estimatePath, estimateSchema } from '../../../shared/schemas/estimates.js';
import { route } from '../../lib/route.js';
import { getEstimateFor } from '../../lib/services/estimates-service.js';

/** GET /api/estimates/{id} — one estimate with its measurement, price and timeline. */
export const handler = route(
  { auth: 'estimates.read', path: estimatePath, response: estimateSchema },
  async ({ path, caller }) => getEstimateFor(caller, path.id),
);
