import { PLAN_TIERS, type PlanTier } from '@shared/kernel/constants.js';
import type { PaymentFeesView } from '@shared/payments/schemas/payments.js';
import { getPaymentFees, savePaymentFees } from '../data/payments.js';

/** GET /api/operator/payment-fees: every plan's platform fee in basis points (0 unless set). */
export async function paymentFees(): Promise<PaymentFeesView> {
  const stored = await getPaymentFees();
  return {
    fees: Object.fromEntries(PLAN_TIERS.map((tier) => [tier, stored[tier] ?? 0])) as Record<PlanTier, number>,
  };
}

/** PUT /api/operator/payment-fees: operators set each plan's fee (0–1000 basis points); used by the next Checkout. */
export async function setPaymentFees(
  fees: Partial<Record<PlanTier, number>>,
  now = new Date(),
): Promise<PaymentFeesView> {
  const complete = Object.fromEntries(PLAN_TIERS.map((tier) => [tier, fees[tier] ?? 0])) as Record<
    PlanTier,
    number
  >;
  await savePaymentFees(complete, now);
  return { fees: complete };
}
