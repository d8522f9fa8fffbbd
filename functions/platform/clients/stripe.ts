import Stripe from 'stripe';
import { config } from '../config.js';
import { secretValue } from '../secrets.js';

let client: Promise<Stripe> | undefined;

/**
 * The Stripe client, created once per container on first use: the key comes from the secrets
 * extension, which answers only in Lambda's invoke phase, never during init (so no top-level await).
 * Locally it points at the stand-in through STRIPE_API_BASE_URL.
 */
export function stripeClient(): Promise<Stripe> {
  client ??= createClient().catch((error: unknown) => {
    // Not cached: the next request of this container tries again.
    client = undefined;
    throw error;
  });
  return client;
}

async function createClient(): Promise<Stripe> {
  return new Stripe((await secretValue('STRIPE_SECRET_KEY')) ?? 'sk_test_unconfigured', {
    maxNetworkRetries: 2,
    ...(config.STRIPE_API_BASE_URL ? stripeHost(config.STRIPE_API_BASE_URL) : {}),
  });
}

function stripeHost(base: string) {
  const url = new URL(base);
  return {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}
