import type Stripe from 'stripe';
import type { SubscriptionSync } from '../../accounts/index.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { planOfPrice } from './stripe-prices.js';

/** A subscription as read from Stripe now, with the account it belongs to. */
export interface ReadSubscription {
  accountId: string | undefined;
  sync: SubscriptionSync | undefined;
  subscription: Stripe.Subscription;
}

/**
 * Re-reads a subscription from Stripe (never trusting an event's copy, which may be older than
 * another event that arrived first) and turns it into the state the account stores.
 */
export async function readSubscription(subscriptionId: string): Promise<ReadSubscription> {
  const stripe = await stripeClient();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['default_payment_method'],
  });
  const readAt = Date.now();
  const item = subscription.items.data[0];
  const plan = item ? planOfPrice(item.price) : undefined;
  const accountId = subscription.metadata?.account_id || undefined;
  if (!item || !plan) return { accountId, sync: undefined, subscription };
  const method = subscription.default_payment_method;
  const card =
    method && typeof method === 'object' && method.card
      ? { brand: method.card.brand, last4: method.card.last4 }
      : null;
  return {
    accountId,
    subscription,
    sync: {
      subscriptionId: subscription.id,
      status: subscription.status,
      tier: plan.tier,
      cycle: plan.cycle,
      amountCents: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      currentPeriodEnd: new Date(item.current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      card,
      readAt,
      createdAt: subscription.created,
    },
  };
}
