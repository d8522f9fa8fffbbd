import { messageResponse } from '../../../shared/schemas/auth.js';
import { ownUserQuery } from '../../../shared/schemas/profile.js';
import { assertOwnUserId } from '../../lib/own-user-id.js';
import { route } from '../../lib/route.js';
import { deleteLogo } from '../../lib/services/profile-service.js';

/** DELETE /api/profile/logo?user_id= — remove the company logo. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: messageResponse },
  async ({ query, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return deleteLogo(caller);
  },
);
