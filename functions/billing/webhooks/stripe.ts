import { stripeWebhookResponse } from '@shared/billing/schemas/webhooks.js';
import { log } from '../../platform/log.js';
import { publicRoute } from '../../platform/route.js';
import { verifiedStripeEvent } from '../../platform/stripe-event.js';
import { handleStripeEvent } from '../service/stripe-events-service.js';

/**
 * POST /api/webhooks/stripe — verifies the signature on the raw body before anything else, then
 * applies the event once (unknown types: 200, nothing written; a failure: 5xx so Stripe redelivers).
 */
export const handler = publicRoute(
  { maxBodyBytes: 512 * 1024, response: stripeWebhookResponse },
  async ({ event }) => {
    const stripeEvent = await verifiedStripeEvent(event, 'STRIPE_WEBHOOK_SECRET');
    const handled = await handleStripeEvent(stripeEvent);
    if (!handled) log('info', 'stripe event ignored', { eventId: stripeEvent.id, type: stripeEvent.type });
    return { received: true as const, handled };
  },
);
