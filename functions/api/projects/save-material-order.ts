import { materialOrderRequest, project, projectPath } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { saveMaterialOrderFor } from '../../lib/services/projects-service.js';

/** PUT /api/projects/{id}/material-order — the material order as adjusted. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: materialOrderRequest, response: project },
  async ({ path, body, caller }) => saveMaterialOrderFor(caller, path.id, body.lines),
);
