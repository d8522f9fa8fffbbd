import { healthResponse } from '@shared/kernel/schemas/common.js';
import { publicRoute } from '../../../platform/route.js';

/** GET /api/health — liveness for load balancers and the local banner. */
export const handler = publicRoute({ response: healthResponse }, async () => ({
  status: 'ok' as const,
  time: new Date().toISOString(),
}));
