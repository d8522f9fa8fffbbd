import { saveProjectInsuranceRequest } from '../../../shared/schemas/insurance.js';
import { project, projectPath } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { saveProjectInsuranceFor } from '../../lib/services/insurance-service.js';

/** PUT /api/projects/{id}/insurance — the project's claim details (carrier, claim, adjuster, amounts). */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: saveProjectInsuranceRequest, response: project },
  async ({ path, body, caller }) => saveProjectInsuranceFor(caller, path.id, body),
);
