import { listProjectsQuery, projectsPage } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { listProjectsFor } from '../../lib/services/projects-service.js';

/** GET /api/projects — a page of the account's projects, optionally one status and a search. */
export const handler = route(
  { auth: 'projects.read', query: listProjectsQuery, response: projectsPage },
  async ({ query, caller }) => listProjectsFor(caller, query),
);
