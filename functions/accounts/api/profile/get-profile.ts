import { ownUserQuery, profileResponse } from '@shared/accounts/schemas/profile.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { getProfile } from '../../service/profile-service.js';

/** GET /api/profile/me?user_id= — the caller's profile with a short-lived logo link. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, response: profileResponse },
  async ({ query, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return getProfile(caller);
  },
);
