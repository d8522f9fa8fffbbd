import { estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { repriceEstimateFor } from '../../service/estimates-service.js';

/** POST /api/estimates/{id}/reprice — price the measured roof again with the account's current rates. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: estimateSchema },
  async ({ path, caller }) => repriceEstimateFor(caller, path.id),
);
