import { authResponse, refreshRequest } from '../../../shared/schemas/auth.js';
import { publicRoute } from '../../lib/route.js';
import { refresh } from '../../lib/services/auth-service.js';

/** POST /api/auth/refresh — a fresh access token before the old one runs out. */
export const handler = publicRoute({ body: refreshRequest, response: authResponse }, async ({ body }) =>
  refresh(body.refresh_token),
);
