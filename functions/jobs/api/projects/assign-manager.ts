import { assignManagerQuery, project, projectPath } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { assignManagerFor } from '../../service/projects-service.js';

/** POST /api/projects/{id}/assign-manager?manager_id= — an active member of the same account. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, query: assignManagerQuery, response: project },
  async ({ path, query, caller }) => assignManagerFor(caller, path.id, query.manager_id),
);
