import { listMembersQuery, listMembersResponse } from '@shared/accounts/schemas/team.js';
import { route } from '../../../platform/route.js';
import { listMembers } from '../../service/team-service.js';

/** GET /api/team/members?limit=&cursor= — the caller's team with the plan's seats. */
export const handler = route(
  { auth: 'team.manage', query: listMembersQuery, response: listMembersResponse },
  async ({ query, caller }) => listMembers(caller, query.limit, query.cursor),
);
