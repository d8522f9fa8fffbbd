import { inviteMemberResponse, memberPath, updateMemberRequest } from '@shared/accounts/schemas/team.js';
import { route } from '../../../platform/route.js';
import { changeMemberRole } from '../../service/team-service.js';

/** PUT /api/team/members/{id} — change a member's role. */
export const handler = route(
  { auth: 'team.manage', path: memberPath, body: updateMemberRequest, response: inviteMemberResponse },
  async ({ path, body, caller }) => changeMemberRole(caller, path.id, body.role),
);
