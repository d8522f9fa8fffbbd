import { inviteMemberRequest, inviteMemberResponse } from '../../../shared/schemas/team.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { inviteMember } from '../../lib/services/team-service.js';

/** POST /api/team/members — invite a teammate (a seat is taken, a set-password link is mailed). */
export const handler = route(
  { auth: 'team.manage', body: inviteMemberRequest, response: inviteMemberResponse },
  async ({ body, caller }) => created(await inviteMember(caller, body)),
);
