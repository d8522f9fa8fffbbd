import { completePhaseRequest, crewPhase, crewPhasePath } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { completePhaseFor } from '../../service/crew-service.js';

/** POST /api/crew/jobs/{id}/phases/{phaseId}/complete — close a phase; 409 while a required photo is missing. */
export const handler = route(
  { auth: 'crew.work', path: crewPhasePath, body: completePhaseRequest, response: crewPhase },
  async ({ path, caller }) => completePhaseFor(caller, path.id, path.phaseId),
);
