import { boardProjectsPage, listProjectsQuery } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { listBoardProjectsFor } from '../../service/projects-service.js';

/** GET /api/projects — a page of the account's projects, optionally one status and a search, with photo flags. */
export const handler = route(
  { auth: 'projects.read', query: listProjectsQuery, response: boardProjectsPage },
  async ({ query, caller }) => listBoardProjectsFor(caller, query),
);
