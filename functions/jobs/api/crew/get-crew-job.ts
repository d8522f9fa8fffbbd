import { crewJob, crewJobPath } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { crewJobFor } from '../../service/crew-service.js';

/** GET /api/crew/jobs/{id} — one assigned job with its checklists (404 when not assigned). */
export const handler = route(
  { auth: 'crew.work', path: crewJobPath, response: crewJob },
  async ({ path, caller }) => crewJobFor(caller, path.id),
);
