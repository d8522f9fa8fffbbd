import { route } from '../../lib/route.js';
import { toSessionUser } from '../../lib/services/user-view.js';

/** GET /api/auth/me — the signed-in user. */
export const handler = route({ auth: 'user' }, async ({ caller }) => toSessionUser(caller.user));
