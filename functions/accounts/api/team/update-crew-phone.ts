import { crewPhoneRequest, inviteMemberResponse, memberPath } from '@shared/accounts/schemas/team.js';
import { route } from '../../../platform/route.js';
import { setCrewPhoneAccess } from '../../service/team-service.js';

/** PUT /api/team/members/{id}/homeowner-phone — whether a crew member sees homeowners' phone numbers. */
export const handler = route(
  { auth: 'team.manage', path: memberPath, body: crewPhoneRequest, response: inviteMemberResponse },
  async ({ path, body, caller }) => setCrewPhoneAccess(caller, path.id, body.crew_sees_homeowner_phone),
);
