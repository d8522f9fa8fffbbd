/** What the operations area offers the other areas: import it only through this file. */
export { assertCouponRedeemable, redeemCoupon, type Redemption } from './service/coupons-service.js';
