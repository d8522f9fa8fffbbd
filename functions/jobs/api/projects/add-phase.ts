import { addPhaseRequest, project, projectPath } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { addPhaseFor } from '../../service/projects-service.js';

/** POST /api/projects/{id}/phases — a new phase at the end. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: addPhaseRequest, response: project },
  async ({ path, body, caller }) => addPhaseFor(caller, path.id, body),
);
