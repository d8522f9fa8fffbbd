import { stripeWebhookResponse } from '@shared/billing/schemas/webhooks.js';
import type Stripe from 'stripe';
import { stripeClient } from '../../platform/clients/stripe.js';
import { ServiceUnavailableError, ValidationError } from '../../platform/errors.js';
import { log } from '../../platform/log.js';
import { rawBody } from '../../platform/middleware/parse-request.js';
import { publicRoute } from '../../platform/route.js';
import { secretValue } from '../../platform/secrets.js';
import { handleStripeEvent } from '../service/stripe-events-service.js';

/** Stripe's recommended tolerance for the signature timestamp. */
const TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe — verifies the signature on the raw body before anything else, then
 * applies the event once (unknown types: 200, nothing written; a failure: 5xx so Stripe redelivers).
 */
export const handler = publicRoute(
  { maxBodyBytes: 512 * 1024, response: stripeWebhookResponse },
  async ({ event }) => {
    const webhookSecret = await secretValue('STRIPE_WEBHOOK_SECRET');
    if (!webhookSecret) throw new ServiceUnavailableError('Payments are not configured');
    const signature = event.headers['stripe-signature'];
    if (!signature) throw new ValidationError('Missing Stripe signature');
    const stripe = await stripeClient();
    let stripeEvent: Stripe.Event;
    try {
      stripeEvent = stripe.webhooks.constructEvent(
        rawBody(event),
        signature,
        webhookSecret,
        TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new ValidationError('Invalid Stripe signature', { cause: error });
    }
    const handled = await handleStripeEvent(stripeEvent);
    if (!handled) log('info', 'stripe event ignored', { eventId: stripeEvent.id, type: stripeEvent.type });
    return { received: true as const, handled };
  },
);
