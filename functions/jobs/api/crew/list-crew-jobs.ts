import { crewJobsQuery, crewJobsResponse } from '@shared/jobs/schemas/crew.js';
import { route } from '../../../platform/route.js';
import { crewJobsFor } from '../../service/crew-service.js';

/** GET /api/crew/jobs?from= — the caller's assigned jobs of the next 14 days. */
export const handler = route(
  { auth: 'crew.work', query: crewJobsQuery, response: crewJobsResponse },
  async ({ query, caller }) => crewJobsFor(caller, query.from),
);
