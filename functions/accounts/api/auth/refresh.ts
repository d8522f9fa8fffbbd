import { authResponse, refreshRequest } from '@shared/accounts/schemas/auth.js';
import { publicRoute } from '../../../platform/route.js';
import { refresh } from '../../service/auth-service.js';

/** POST /api/auth/refresh — a fresh access token before the old one runs out. */
export const handler = publicRoute({ body: refreshRequest, response: authResponse }, async ({ body }) =>
  refresh(body.refresh_token),
);
