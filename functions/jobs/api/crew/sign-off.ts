import { crewJob, crewJobPath, signOffRequest } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { signOffFor } from '../../service/crew-service.js';

/** POST /api/crew/jobs/{id}/sign-off — the homeowner signs on the phone; makes the completion certificate. */
export const handler = route(
  { auth: 'crew.work', path: crewJobPath, body: signOffRequest, response: crewJob },
  async ({ path, body, caller }) => signOffFor(caller, path.id, body),
);
