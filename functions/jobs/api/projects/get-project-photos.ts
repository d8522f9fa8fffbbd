import { projectPath } from '@shared/jobs/schemas/projects.js';
import { projectPhotosResponse } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { projectPhotosFor } from '../../service/crew-service.js';

/** GET /api/projects/{id}/photos — the crew's photos by phase with each checklist's state. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: projectPhotosResponse },
  async ({ path, caller }) => projectPhotosFor(caller, path.id),
);
