import { estimatePath, estimateSchema, updateEstimateRequest } from '@shared/estimates/schemas/estimates.js';
import { Reply } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { updateEstimateFor } from '../../service/estimates-service.js';

/** PUT /api/estimates/{id} — edit at a known version; a stale version gets 409 with the current estimate. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, body: updateEstimateRequest, response: estimateSchema },
  async ({ path, body, caller }) => {
    const outcome = await updateEstimateFor(caller, path.id, body);
    if ('saved' in outcome) return outcome.saved;
    return new Reply(409, {
      detail: 'This estimate was changed since you opened it. Review the latest version and save again.',
      current_version: outcome.conflict.version,
      estimate: outcome.conflict,
    });
  },
);
