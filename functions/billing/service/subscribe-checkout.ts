import Stripe from 'stripe';
import { saveSubscribeCheckout, type AccountRecord, type SubscribeCheckout } from '../../accounts/index.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { epochSeconds } from '../../platform/data/table.js';
import { CHECKOUT_OPEN_SECONDS } from './checkout-discount.js';

/** A started Checkout as the browser gets it. */
export interface StartedCheckout {
  checkout_url: string;
  session_id: string;
}

const started = (checkout: SubscribeCheckout): StartedCheckout => ({
  checkout_url: checkout.url,
  session_id: checkout.sessionId,
});

/** Closes a Checkout Session that nobody should pay any more; one that is no longer open stays as it is. */
async function expire(sessionId: string): Promise<void> {
  const stripe = await stripeClient();
  await stripe.checkout.sessions.expire(sessionId).catch((error: unknown) => {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  });
}

/**
 * One subscribe Checkout per account (docs/decisions.md "One subscribe checkout per account"): a second
 * click or tab with the same plan and code gets the open session back; another choice closes the earlier
 * session first; of two starts at once the first recorded wins and the other session is closed at once.
 * So no account can pay for two subscriptions through Checkout.
 */
export async function oneSubscribeCheckout(
  account: AccountRecord,
  choice: string,
  start: () => Promise<StartedCheckout>,
  now = new Date(),
): Promise<StartedCheckout> {
  const open = account.subscribeCheckout;
  const stillOpen = open && open.expiresAt > epochSeconds(now) ? open : undefined;
  if (stillOpen?.choice === choice) {
    const session = await (await stripeClient()).checkout.sessions.retrieve(stillOpen.sessionId);
    if (session.status === 'open') return started(stillOpen);
  }
  if (stillOpen) await expire(stillOpen.sessionId);
  const checkout = await start();
  const recorded: SubscribeCheckout = {
    sessionId: checkout.session_id,
    url: checkout.checkout_url,
    choice,
    expiresAt: epochSeconds(now) + CHECKOUT_OPEN_SECONDS,
  };
  const winner = await saveSubscribeCheckout(account.accountId, recorded, open?.sessionId, now);
  if (!winner) return checkout;
  await expire(checkout.session_id);
  return started(winner);
}
