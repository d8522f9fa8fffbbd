import { messageResponse } from '@shared/accounts/schemas/auth.js';
import { ownUserQuery } from '@shared/accounts/schemas/profile.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { deleteLogo } from '../../service/profile-service.js';

/** DELETE /api/profile/logo?user_id= — remove the company logo. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: messageResponse },
  async ({ query, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return deleteLogo(caller);
  },
);
