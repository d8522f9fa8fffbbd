import { couponListResponse } from '@shared/operations/schemas/coupons.js';
import { route } from '../../../platform/route.js';
import { listCoupons } from '../../service/coupons-service.js';

/** GET /api/coupons/ — every coupon with its current status (operators, users.manage). */
export const handler = route({ auth: 'users.manage', response: couponListResponse }, async () =>
  listCoupons(),
);
