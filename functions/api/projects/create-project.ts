import { createProjectRequest, project } from '../../../shared/schemas/projects.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { createProjectFor } from '../../lib/services/projects-service.js';

/** POST /api/projects — a project by hand, optionally from an estimate. */
export const handler = route(
  { auth: 'projects.create', body: createProjectRequest, response: project },
  async ({ body, caller }) => created(await createProjectFor(caller, body)),
);
