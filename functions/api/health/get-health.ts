import { route } from '../../lib/route.js';

/** GET /api/health — liveness for load balancers and the local banner. */
export const handler = route({ auth: 'public' }, async () => ({
  status: 'ok',
  time: new Date().toISOString(),
}));
