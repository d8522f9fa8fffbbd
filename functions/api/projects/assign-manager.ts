import { assignManagerQuery, project, projectPath } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { assignManagerFor } from '../../lib/services/projects-service.js';

/** POST /api/projects/{id}/assign-manager?manager_id= — an active member of the same account. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, query: assignManagerQuery, response: project },
  async ({ path, query, caller }) => assignManagerFor(caller, path.id, query.manager_id),
);
