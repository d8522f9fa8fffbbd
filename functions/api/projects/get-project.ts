import { project, projectPath } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { getProjectFor } from '../../lib/services/projects-service.js';

/** GET /api/projects/{id} — one project with phases, crew, material order and timeline. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: project },
  async ({ path, caller }) => getProjectFor(caller, path.id),
);
