import { projectsSummary } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { projectsSummaryFor } from '../../lib/services/projects-service.js';

/** GET /api/projects/dashboard/summary — the account's projects by status. */
export const handler = route({ auth: 'projects.read', response: projectsSummary }, async ({ caller }) =>
  projectsSummaryFor(caller),
);
