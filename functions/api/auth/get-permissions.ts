import { route } from '../../lib/route.js';

/** GET /api/auth/permissions — every permission the caller holds. */
export const handler = route({ auth: 'user' }, async ({ caller }) => ({ permissions: caller.permissions }));
