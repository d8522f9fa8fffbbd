import { couponPath, couponRedemptionsResponse } from '@shared/operations/schemas/coupons.js';
import { route } from '../../../platform/route.js';
import { listRedemptions } from '../../service/coupons-service.js';

/** GET /api/coupons/{id}/redemptions — who redeemed a coupon and when, newest first (operators, users.manage). */
export const handler = route(
  { auth: 'users.manage', path: couponPath, response: couponRedemptionsResponse },
  async ({ path }) => listRedemptions(path.id),
);
