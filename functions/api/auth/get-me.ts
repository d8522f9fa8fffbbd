import { sessionUser } from '../../../shared/schemas/auth.js';
import { route } from '../../lib/route.js';
import { toSessionUser } from '../../lib/services/user-view.js';

/** GET /api/auth/me — the signed-in user. */
export const handler = route({ auth: 'user', response: sessionUser }, async ({ caller }) =>
  toSessionUser(caller.user),
);
