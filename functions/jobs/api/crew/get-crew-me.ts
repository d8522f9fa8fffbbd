import { crewMe } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { crewMeOf } from '../../service/crew-service.js';

/** GET /api/crew/me — the crew member and their app language. */
export const handler = route({ auth: 'crew.work', response: crewMe }, async ({ caller }) => crewMeOf(caller));
