import { project, projectPath, weatherDelayRequest } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { weatherDelayFor } from '../../service/projects-service.js';

/** POST /api/projects/{id}/weather-delay — shift the remaining phases by N days, noted on the timeline. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: weatherDelayRequest, response: project },
  async ({ path, body, caller }) => weatherDelayFor(caller, path.id, body),
);
