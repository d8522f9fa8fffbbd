import type Stripe from 'stripe';
import type { PlanTier } from '@shared/kernel/constants.js';
import type { BillingCycle } from '@shared/billing/schemas/billing.js';
import { stripeClient } from '../../platform/clients/stripe.js';

const cache = new Map<string, Stripe.Price>();

/** The lookup key of a plan's price in Stripe (`ridgeline_pro_monthly`): prices are found by key, never by id. */
export function priceLookupKey(tier: PlanTier, cycle: BillingCycle): string {
  return `ridgeline_${tier}_${cycle}`;
}

/** The tier and cycle of a price from its lookup key, if it is one of ours. */
export function planOfPrice(
  price: Pick<Stripe.Price, 'lookup_key'>,
): { tier: PlanTier; cycle: BillingCycle } | undefined {
  const match = price.lookup_key?.match(/^ridgeline_(starter|pro|enterprise)_(monthly|yearly)$/);
  return match ? { tier: match[1] as PlanTier, cycle: match[2] as BillingCycle } : undefined;
}

/** The Stripe price of a plan and cycle (cached per container). */
export async function planPrice(tier: PlanTier, cycle: BillingCycle): Promise<Stripe.Price> {
  const key = priceLookupKey(tier, cycle);
  const cached = cache.get(key);
  if (cached) return cached;
  const stripe = await stripeClient();
  const { data } = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  if (!data[0]) throw new Error(`Stripe has no price with lookup key ${key}`);
  cache.set(key, data[0]);
  return data[0];
}
