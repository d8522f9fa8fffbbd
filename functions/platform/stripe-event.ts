import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type Stripe from 'stripe';
import { stripeClient } from './clients/stripe.js';
import { ServiceUnavailableError, ValidationError } from './errors.js';
import { rawBody } from './middleware/parse-request.js';
import { secretValue } from './secrets.js';

/** Stripe's recommended tolerance for the signature timestamp. */
const TOLERANCE_SECONDS = 300;

/**
 * The Stripe event a webhook request carries, verified on the raw body with the endpoint's secret (the
 * platform endpoint's or the Connect endpoint's) before anything else is read: 400 for a missing or
 * wrong signature, 503 while payments are not configured.
 */
export async function verifiedStripeEvent(
  event: APIGatewayProxyEventV2,
  secretName: 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_CONNECT_WEBHOOK_SECRET',
): Promise<Stripe.Event> {
  const webhookSecret = await secretValue(secretName);
  if (!webhookSecret) throw new ServiceUnavailableError('Payments are not configured');
  const signature = event.headers['stripe-signature'];
  if (!signature) throw new ValidationError('Missing Stripe signature');
  const stripe = await stripeClient();
  try {
    return stripe.webhooks.constructEvent(rawBody(event), signature, webhookSecret, TOLERANCE_SECONDS);
  } catch (error) {
    throw new ValidationError('Invalid Stripe signature', { cause: error });
  }
}
