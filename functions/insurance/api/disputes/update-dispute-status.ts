import { dispute, disputePath, disputeStatusQuery } from '@shared/insurance/schemas/disputes.js';
import { route } from '../../../platform/route.js';
import { changeDisputeStatusFor } from '../../service/disputes-service.js';

/** PUT /api/disputes/{id}/status?status=&resolution_notes=&resolved_amount= — 409 on a forbidden move, 400 without notes. */
export const handler = route(
  { auth: 'disputes.create', path: disputePath, query: disputeStatusQuery, response: dispute },
  async ({ path, query, caller }) => changeDisputeStatusFor(caller, path.id, query),
);
