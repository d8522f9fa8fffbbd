import { disputePath, disputeTimeline } from '@shared/insurance/schemas/disputes.js';
import { route } from '../../../platform/route.js';
import { disputeTimelineFor } from '../../service/disputes-service.js';

/** GET /api/disputes/{id}/timeline — what happened to the dispute, oldest first. */
export const handler = route(
  { auth: 'disputes.read', path: disputePath, response: disputeTimeline },
  async ({ path, caller }) => disputeTimelineFor(caller, path.id),
);
