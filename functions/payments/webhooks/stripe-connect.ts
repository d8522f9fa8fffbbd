import { connectWebhookResponse } from '@shared/payments/schemas/payments.js';
import type Stripe from 'stripe';
import { stripeClient } from '../../platform/clients/stripe.js';
import { ServiceUnavailableError, ValidationError } from '../../platform/errors.js';
import { log } from '../../platform/log.js';
import { rawBody } from '../../platform/middleware/parse-request.js';
import { publicRoute } from '../../platform/route.js';
import { secretValue } from '../../platform/secrets.js';
import { handleConnectEvent } from '../service/payment-events-service.js';

/** Stripe's recommended tolerance for the signature timestamp. */
const TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe-connect — the Connect endpoint (events of connected accounts, signed with
 * its own secret): verifies the signature on the raw body first, then applies account.updated once.
 */
export const handler = publicRoute(
  { maxBodyBytes: 512 * 1024, response: connectWebhookResponse },
  async ({ event }) => {
    const webhookSecret = await secretValue('STRIPE_CONNECT_WEBHOOK_SECRET');
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
    const handled = await handleConnectEvent(stripeEvent);
    if (!handled) log('info', 'connect event ignored', { eventId: stripeEvent.id, type: stripeEvent.type });
    return { received: true as const, handled };
  },
);
