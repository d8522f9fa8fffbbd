import { messageResponse } from '../../../shared/schemas/auth.js';
import { memberPath } from '../../../shared/schemas/team.js';
import { route } from '../../lib/route.js';
import { removeMember } from '../../lib/services/team-service.js';

/** DELETE /api/team/members/{id} — remove a member; their next request is refused. */
export const handler = route(
  { auth: 'team.manage', path: memberPath, response: messageResponse },
  async ({ path, caller }) => removeMember(caller, path.id),
);
