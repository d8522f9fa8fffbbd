import { ownUserQuery, profileResponse, updateProfileRequest } from '@shared/accounts/schemas/profile.js';
import { assertOwnUserId } from '../../../platform/own-user-id.js';
import { route } from '../../../platform/route.js';
import { updateProfile } from '../../service/profile-service.js';

/** PUT /api/profile/me?user_id= — first name, last name, phone and (admins) company. */
export const handler = route(
  { auth: 'user', query: ownUserQuery, body: updateProfileRequest, response: profileResponse },
  async ({ query, body, caller }) => {
    assertOwnUserId(query.user_id, caller);
    return updateProfile(caller, body);
  },
);
