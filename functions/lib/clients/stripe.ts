import Stripe from 'stripe';
import { config } from '../config.js';

/** Stripe client, created once per container; locally pointed at the stand-in through STRIPE_API_BASE_URL. */
export const stripe = new Stripe(config.STRIPE_SECRET_KEY ?? 'sk_test_unconfigured', {
  maxNetworkRetries: 2,
  ...(config.STRIPE_API_BASE_URL ? stripeHost(config.STRIPE_API_BASE_URL) : {}),
});

function stripeHost(base: string) {
  const url = new URL(base);
  return {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}
