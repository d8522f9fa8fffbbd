import { createEstimateRequest, estimateSchema } from '../../../shared/schemas/estimates.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { createEstimateFor } from '../../lib/services/estimates-service.js';

/** POST /api/estimates — save an estimate and queue its roof measurement. */
export const handler = route(
  { auth: 'estimates.write', body: createEstimateRequest, response: estimateSchema },
  async ({ body, caller }) => created(await createEstimateFor(caller, body)),
);
