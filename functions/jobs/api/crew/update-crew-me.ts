import { crewMe, updateCrewMeRequest } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { saveCrewLanguage } from '../../service/crew-service.js';

/** PUT /api/crew/me — switch the crew app's language (English or Spanish). */
export const handler = route(
  { auth: 'crew.work', body: updateCrewMeRequest, response: crewMe },
  async ({ body, caller }) => saveCrewLanguage(caller, body.language),
);
