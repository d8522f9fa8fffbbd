import { estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { getEstimateFor } from '../../service/estimates-service.js';

/** GET /api/estimates/{id} — one estimate with its measurement, price and timeline. */
export const handler = route(
  { auth: 'estimates.read', path: estimatePath, response: estimateSchema },
  async ({ path, caller }) => getEstimateFor(caller, path.id),
);
