import { estimatePath } from '@shared/estimates/schemas/estimates.js';
import { Reply } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { deleteEstimateFor } from '../../service/estimates-service.js';

/** DELETE /api/estimates/{id} — 204 when deleted. */
export const handler = route({ auth: 'estimates.write', path: estimatePath }, async ({ path, caller }) => {
  await deleteEstimateFor(caller, path.id);
  return new Reply(204);
});
