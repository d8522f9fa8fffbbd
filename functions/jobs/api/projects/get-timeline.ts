import { projectPath, projectTimeline } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { projectTimelineFor } from '../../service/projects-service.js';

/** GET /api/projects/{id}/timeline — what happened to the project, oldest first. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: projectTimeline },
  async ({ path, caller }) => projectTimelineFor(caller, path.id),
);
