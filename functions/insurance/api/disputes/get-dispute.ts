import { dispute, disputePath } from '@shared/insurance/schemas/disputes.js';
import { route } from '../../../platform/route.js';
import { getDisputeFor } from '../../service/disputes-service.js';

/** GET /api/disputes/{id} — one dispute with its documents and appraisal clocks. */
export const handler = route(
  { auth: 'disputes.read', path: disputePath, response: dispute },
  async ({ path, caller }) => getDisputeFor(caller, path.id),
);
