import { saveProjectInsuranceRequest } from '@shared/insurance/schemas/insurance.js';
import { project, projectPath } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { saveProjectInsuranceFor } from '../../service/insurance-service.js';

/** PUT /api/projects/{id}/insurance — the project's claim details (carrier, claim, adjuster, amounts). */
export const handler = route(
  { auth: 'projects.create', path: projectPath, body: saveProjectInsuranceRequest, response: project },
  async ({ path, body, caller }) => saveProjectInsuranceFor(caller, path.id, body),
);
