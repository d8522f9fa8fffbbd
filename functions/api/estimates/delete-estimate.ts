import { estimatePath } from '../../../shared/schemas/estimates.js';
import { Reply } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { deleteEstimateFor } from '../../lib/services/estimates-service.js';

/** DELETE /api/estimates/{id} — 204 when deleted. */
export const handler = route({ auth: 'estimates.write', path: estimatePath }, async ({ path, caller }) => {
  await deleteEstimateFor(caller, path.id);
  return new Reply(204);
});
