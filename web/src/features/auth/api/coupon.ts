import { validateCouponResponse } from '@shared/operations/schemas/coupons.js';
import { publicRequest } from '../../../lib/public-fetch';

/** POST /api/coupons/validate — what a code grants, or why it does not. */
export function validateCoupon(code: string) {
  return publicRequest('/coupons/validate', {
    method: 'POST',
    body: { code },
    schema: validateCouponResponse,
  });
}
