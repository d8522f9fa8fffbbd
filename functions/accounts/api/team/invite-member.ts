import { inviteMemberRequest, inviteMemberResponse } from '@shared/accounts/schemas/team.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { inviteMember } from '../../service/team-service.js';

/** POST /api/team/members — invite a teammate (a seat is taken, a set-password link is mailed). */
export const handler = route(
  { auth: 'team.manage', body: inviteMemberRequest, response: inviteMemberResponse },
  async ({ body, caller }) => created(await inviteMember(caller, body)),
);
