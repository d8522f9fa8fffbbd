import { couponView, createCouponRequest } from '@shared/operations/schemas/coupons.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createCoupon } from '../../service/coupons-service.js';

/** POST /api/coupons/ — create a coupon; a code already taken is a 409 (operators, users.manage). */
export const handler = route(
  { auth: 'users.manage', body: createCouponRequest, response: couponView },
  async ({ body, caller }) =>
    created(await createCoupon(body, { userId: caller.userId, email: caller.user.email })),
);
