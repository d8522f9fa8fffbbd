import { crewList } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { crewFor } from '../../service/schedule-service.js';

/** GET /api/projects/crew — the account's active members, to pick a manager or crew from. */
export const handler = route({ auth: 'projects.read', response: crewList }, async ({ caller }) =>
  crewFor(caller),
);
