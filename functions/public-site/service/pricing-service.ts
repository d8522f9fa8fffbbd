import {
  PLANS,
  PRESALE_SETUP_FEE,
  SETUP_FEE,
  YEARLY_DISCOUNT,
  yearlyMonthlyPrice,
  yearlySavings,
} from '@shared/kernel/plans.js';
import type { z } from '@shared/kernel/zod.js';
import type { pricingResponse } from '@shared/public-site/schemas/legacy-calls.js';

/** The plans as GET /api/pricing serves them: one source, shared/kernel/plans.ts. */
export function pricingSheet(): z.input<typeof pricingResponse> {
  return {
    plans: PLANS.map((plan) => ({
      tier: plan.tier,
      name: plan.name,
      monthly_price: plan.monthlyPrice,
      yearly_monthly_price: yearlyMonthlyPrice(plan.monthlyPrice),
      yearly_savings: yearlySavings(plan.monthlyPrice),
      description: plan.description,
      reports: plan.reports,
      seats: plan.seats,
      support: plan.support,
      features: [...plan.features],
      popular: plan.popular,
    })),
    setup_fee: SETUP_FEE,
    presale_setup_fee: PRESALE_SETUP_FEE,
    yearly_discount: YEARLY_DISCOUNT,
  };
}
