import { project, projectPath, projectStatusQuery } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { changeProjectStatusFor } from '../../service/projects-service.js';

/** PUT /api/projects/{id}/status?status= — a move the state machine allows (409 names the allowed ones). */
export const handler = route(
  { auth: 'projects.create', path: projectPath, query: projectStatusQuery, response: project },
  async ({ path, query, caller }) => changeProjectStatusFor(caller, path.id, query.status),
);
