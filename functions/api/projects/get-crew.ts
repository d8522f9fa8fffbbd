import { crewList } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { crewFor } from '../../lib/services/schedule-service.js';

/** GET /api/projects/crew — the account's active members, to pick a manager or crew from. */
export const handler = route({ auth: 'projects.read', response: crewList }, async ({ caller }) =>
  crewFor(caller),
);
