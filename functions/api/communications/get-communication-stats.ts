import { communicationPath, communicationStats } from '../../../shared/schemas/communications.js';
import { route } from '../../lib/route.js';
import { communicationStatsFor } from '../../lib/services/communications-service.js';

/** GET /api/communications/{id}/stats — delivery status and events of one communication. */
export const handler = route(
  { auth: 'communications.read', path: communicationPath, response: communicationStats },
  async ({ path, caller }) => communicationStatsFor(caller, path.id),
);
