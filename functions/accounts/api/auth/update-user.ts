import { updateUserRequest, userView } from '@shared/accounts/schemas/auth.js';
import { memberPath } from '@shared/accounts/schemas/team.js';
import { route } from '../../../platform/route.js';
import { updateUser } from '../../service/user-admin-service.js';

/** PUT /api/auth/users/{id} — operators change any user; account admins the role and access of their own members. */
export const handler = route(
  { auth: 'user', stepUp: true, path: memberPath, body: updateUserRequest, response: userView },
  async ({ path, body, caller }) => updateUser(caller, path.id, body),
);
