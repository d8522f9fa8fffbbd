import Stripe from 'stripe';
import { config } from '../config.js';
import { secretValue } from '../secrets.js';

/**
 * Stripe client, created once per container with the key read once at cold start (top-level await:
 * Lambda runs it in the init phase); locally pointed at the stand-in through STRIPE_API_BASE_URL.
 */
export const stripe = new Stripe((await secretValue('STRIPE_SECRET_KEY')) ?? 'sk_test_unconfigured', {
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
