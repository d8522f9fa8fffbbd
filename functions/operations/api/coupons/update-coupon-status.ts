import { couponPath, couponStatusQuery, couponStatusResponse } from '@shared/operations/schemas/coupons.js';
import { route } from '../../../platform/route.js';
import { changeCouponStatus } from '../../service/coupons-service.js';

/** PUT /api/coupons/{id}/status?new_status= — the active ↔ disabled toggle (operators, users.manage). */
export const handler = route(
  { auth: 'users.manage', path: couponPath, query: couponStatusQuery, response: couponStatusResponse },
  async ({ path, query, caller }) =>
    changeCouponStatus(path.id, query.new_status, { userId: caller.userId, email: caller.user.email }),
);
