/** What the operations area offers the other areas: import it only through this file. */
export {
  assertCouponRedeemable,
  redeemCoupon,
  settleCouponHold,
  type Redemption,
} from './service/coupons-service.js';
