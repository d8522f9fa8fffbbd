import { sessionUser } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';
import { toSessionUser } from '../../service/user-view.js';

/** GET /api/auth/me — the signed-in user. */
export const handler = route({ auth: 'member', response: sessionUser }, async ({ caller }) =>
  toSessionUser(caller.user),
);
