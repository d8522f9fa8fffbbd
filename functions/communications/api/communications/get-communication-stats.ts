import { communicationPath, communicationStats } from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { communicationStatsFor } from '../../service/communications-service.js';

/** GET /api/communications/{id}/stats — delivery status and events of one communication. */
export const handler = route(
  { auth: 'communications.read', path: communicationPath, response: communicationStats },
  async ({ path, caller }) => communicationStatsFor(caller, path.id),
);
