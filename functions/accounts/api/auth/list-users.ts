import { listUsersQuery, listUsersResponse } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';
import { listUsers } from '../../service/user-admin-service.js';

/** GET /api/auth/users?limit=&cursor=&q= — every user of the platform with plan and billing, a page at a time (operators only). */
export const handler = route(
  { auth: 'users.read', stepUp: true, query: listUsersQuery, response: listUsersResponse },
  async ({ query }) => listUsers(query.limit, query.cursor, query.q),
);
