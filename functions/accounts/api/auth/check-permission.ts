import { checkPermissionRequest, checkPermissionResponse } from '@shared/accounts/schemas/auth.js';
import { route } from '../../../platform/route.js';

/** POST /api/auth/check-permission — whether the caller holds one permission. */
export const handler = route(
  { auth: 'member', body: checkPermissionRequest, response: checkPermissionResponse },
  async ({ body, caller }) => ({
    permission: body.permission,
    has_permission: (caller.permissions as string[]).includes(body.permission),
  }),
);
