import { MAX_PUBLIC_FORM_BYTES } from '../../../shared/domain/constants.js';
import { validateCouponRequest, validateCouponResponse } from '../../../shared/schemas/coupons.js';
import { publicRoute } from '../../lib/route.js';
import { validateCoupon } from '../../lib/services/coupons-service.js';

/** POST /api/coupons/validate — what a code grants, or the exact reason it does not (public, rate-limited). */
export const handler = publicRoute(
  {
    body: validateCouponRequest,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
    response: validateCouponResponse,
  },
  async ({ body, event }) => validateCoupon(body.code, body.email, event),
);
