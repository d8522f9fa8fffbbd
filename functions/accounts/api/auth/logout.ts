import { logoutRequest, messageResponse } from '@shared/accounts/schemas/auth.js';
import { publicRoute } from '../../../platform/route.js';
import { logOut } from '../../service/auth-service.js';

/** POST /api/auth/logout — revokes the session's refresh token, so it can no longer renew the session. */
export const handler = publicRoute({ body: logoutRequest, response: messageResponse }, async ({ body }) =>
  logOut(body.refresh_token, body.access_token),
);
