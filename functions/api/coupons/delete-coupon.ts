import { couponPath, deleteCouponResponse } from '../../../shared/schemas/coupons.js';
import { route } from '../../lib/route.js';
import { removeCoupon } from '../../lib/services/coupons-service.js';

/** DELETE /api/coupons/{id} — deletes an unused coupon; one with redemptions is disabled instead. */
export const handler = route(
  { auth: 'users.manage', path: couponPath, response: deleteCouponResponse },
  async ({ path, caller }) => removeCoupon(path.id, { userId: caller.userId, email: caller.user.email }),
);
