import { messageResponse } from '@shared/accounts/schemas/auth.js';
import { memberPath } from '@shared/accounts/schemas/team.js';
import { route } from '../../../platform/route.js';
import { removeMember } from '../../service/team-service.js';

/** DELETE /api/team/members/{id} — remove a member; their next request is refused. */
export const handler = route(
  { auth: 'team.manage', path: memberPath, response: messageResponse },
  async ({ path, caller }) => removeMember(caller, path.id),
);
