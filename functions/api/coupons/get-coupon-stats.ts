import { couponStatsResponse } from '../../../shared/schemas/coupons.js';
import { route } from '../../lib/route.js';
import { couponStats } from '../../lib/services/coupons-service.js';

/** GET /api/coupons/stats/usage — total_coupons, active_coupons, total_redemptions (operators). */
export const handler = route({ auth: 'users.manage', response: couponStatsResponse }, async () =>
  couponStats(),
);
