import { estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { retryMeasurementFor } from '../../service/estimates-service.js';

/** POST /api/estimates/{id}/retry-measurement — queue the roof measurement again (after a failure or to refresh it). */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: estimateSchema },
  async ({ path, caller }) => retryMeasurementFor(caller, path.id),
);
