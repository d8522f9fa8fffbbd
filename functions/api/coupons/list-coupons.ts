import { couponListResponse } from '../../../shared/schemas/coupons.js';
import { route } from '../../lib/route.js';
import { listCoupons } from '../../lib/services/coupons-service.js';

/** GET /api/coupons/ — every coupon with its current status (operators, users.manage). */
export const handler = route({ auth: 'users.manage', response: couponListResponse }, async () =>
  listCoupons(),
);
