import { permissionsResponse } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';

/** GET /api/auth/permissions — every permission the caller holds. */
export const handler = route({ auth: 'member', response: permissionsResponse }, async ({ caller }) => ({
  permissions: caller.permissions,
}));
