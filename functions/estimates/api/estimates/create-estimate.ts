import { createEstimateRequest, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createEstimateFor } from '../../service/estimates-service.js';

/** POST /api/estimates — save an estimate and queue its roof measurement. */
export const handler = route(
  { auth: 'estimates.write', body: createEstimateRequest, response: estimateSchema },
  async ({ body, caller }) => created(await createEstimateFor(caller, body)),
);
