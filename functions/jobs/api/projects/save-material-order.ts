import { materialOrderRequest, project, projectPath } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { saveMaterialOrderFor } from '../../service/projects-service.js';

/** PUT /api/projects/{id}/material-order — the material order as adjusted. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: materialOrderRequest, response: project },
  async ({ path, body, caller }) => saveMaterialOrderFor(caller, path.id, body.lines),
);
