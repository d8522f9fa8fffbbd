import { project, projectPath } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { getProjectFor } from '../../service/projects-service.js';

/** GET /api/projects/{id} — one project with phases, crew, material order and timeline. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: project },
  async ({ path, caller }) => getProjectFor(caller, path.id),
);
