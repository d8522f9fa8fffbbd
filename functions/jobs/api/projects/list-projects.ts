import { listProjectsQuery, projectsPage } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { listProjectsFor } from '../../service/projects-service.js';

/** GET /api/projects — a page of the account's projects, optionally one status and a search. */
export const handler = route(
  { auth: 'projects.read', query: listProjectsQuery, response: projectsPage },
  async ({ query, caller }) => listProjectsFor(caller, query),
);
