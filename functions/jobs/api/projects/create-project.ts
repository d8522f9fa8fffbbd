import { createProjectRequest, project } from '@shared/jobs/schemas/projects.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createProjectFor } from '../../service/projects-service.js';

/** POST /api/projects — a project by hand, optionally from an estimate. */
export const handler = route(
  { auth: 'projects.create', body: createProjectRequest, response: project },
  async ({ body, caller }) => created(await createProjectFor(caller, body)),
);
