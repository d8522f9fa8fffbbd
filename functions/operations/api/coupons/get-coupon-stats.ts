import { couponStatsResponse } from '@shared/operations/schemas/coupons.js';
import { route } from '../../../platform/route.js';
import { couponStats } from '../../service/coupons-service.js';

/** GET /api/coupons/stats/usage — total_coupons, active_coupons, total_redemptions (operators). */
export const handler = route({ auth: 'users.manage', response: couponStatsResponse }, async () =>
  couponStats(),
);
