import { phasePath, project, updatePhaseRequest } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { updatePhaseFor } from '../../service/projects-service.js';

/** PUT /api/projects/{id}/phases/{phaseId} — a phase's dates, status or name. */
export const handler = route(
  { auth: 'projects.create', path: phasePath, body: updatePhaseRequest, response: project },
  async ({ path, body, caller }) => updatePhaseFor(caller, path.id, path.phaseId, body),
);
