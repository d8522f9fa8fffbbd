import { homeownerProjectView, projectTokenPath } from '@shared/jobs/schemas/projects.js';
import { publicRoute } from '../../../platform/route.js';
import { openHomeownerProject } from '../../service/homeowner-link-service.js';

/** GET /api/project-status/{token} — the homeowner's read-only project status (404 unknown, 410 expired). */
export const handler = publicRoute(
  { path: projectTokenPath, response: homeownerProjectView },
  async ({ path }) => openHomeownerProject(path.token),
);
