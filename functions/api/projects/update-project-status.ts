import { project, projectPath, projectStatusQuery } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { changeProjectStatusFor } from '../../lib/services/projects-service.js';

/** PUT /api/projects/{id}/status?status= — a move the state machine allows (409 names the allowed ones). */
export const handler = route(
  { auth: 'projects.create', path: projectPath, query: projectStatusQuery, response: project },
  async ({ path, query, caller }) => changeProjectStatusFor(caller, path.id, query.status),
);
