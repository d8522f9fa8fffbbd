import { couponPath, deleteCouponResponse } from '@shared/operations/schemas/coupons.js';
import { route } from '../../../platform/route.js';
import { removeCoupon } from '../../service/coupons-service.js';

/** DELETE /api/coupons/{id} — deletes an unused coupon; one with redemptions is disabled instead. */
export const handler = route(
  { auth: 'users.manage', path: couponPath, response: deleteCouponResponse },
  async ({ path, caller }) => removeCoupon(path.id, { userId: caller.userId, email: caller.user.email }),
);
