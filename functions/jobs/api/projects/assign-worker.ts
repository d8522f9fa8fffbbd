import { assignWorkerQuery, phasePath, project } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { assignWorkerFor } from '../../service/projects-service.js';

/** POST /api/projects/{id}/phases/{phaseId}/assign-worker?worker_id= — add a crew member to a phase. */
export const handler = route(
  { auth: 'projects.create', path: phasePath, query: assignWorkerQuery, response: project },
  async ({ path, query, caller }) => assignWorkerFor(caller, path.id, path.phaseId, query.worker_id),
);
