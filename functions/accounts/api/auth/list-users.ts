import { listUsersQuery, listUsersResponse } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';
import { listUsers } from '../../service/user-admin-service.js';

/** GET /api/auth/users?limit=&cursor= — every user of the platform, a page at a time (operators only). */
export const handler = route(
  { auth: 'users.read', stepUp: true, query: listUsersQuery, response: listUsersResponse },
  async ({ query }) => listUsers(query.limit, query.cursor),
);
