import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { validateCouponRequest, validateCouponResponse } from '@shared/operations/schemas/coupons.js';
import { publicRoute } from '../../../platform/route.js';
import { validateCoupon } from '../../service/coupons-service.js';

/** POST /api/coupons/validate — what a code grants, or the exact reason it does not (public, rate-limited). */
export const handler = publicRoute(
  {
    body: validateCouponRequest,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
    response: validateCouponResponse,
  },
  async ({ body, event }) => validateCoupon(body.code, event),
);
