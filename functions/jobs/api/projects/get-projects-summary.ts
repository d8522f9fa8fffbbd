import { projectsSummary } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { projectsSummaryFor } from '../../service/projects-service.js';

/** GET /api/projects/dashboard/summary — the account's projects by status. */
export const handler = route({ auth: 'projects.read', response: projectsSummary }, async ({ caller }) =>
  projectsSummaryFor(caller),
);
