import { jobNotesRequest, project, projectPath } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { saveJobNotesFor } from '../../service/projects-service.js';

/** PUT /api/projects/{id}/job-notes — notes for the crew (gate code, dog…), never a price. */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: jobNotesRequest, response: project },
  async ({ path, body, caller }) => saveJobNotesFor(caller, path.id, body.job_notes),
);
