import { crewPhase, crewStepPath, saveStepRequest } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { saveStepFor } from '../../service/crew-service.js';

/** PUT /api/crew/jobs/{id}/phases/{phaseId}/steps/{stepId} — a step not done and why (null clears it). */
export const handler = route(
  { auth: 'crew.work', path: crewStepPath, body: saveStepRequest, response: crewPhase },
  async ({ path, body, caller }) => saveStepFor(caller, path.id, path.phaseId, path.stepId, body),
);
