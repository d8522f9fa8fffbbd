import { connectWebhookResponse } from '@shared/payments/schemas/payments.js';
import { log } from '../../platform/log.js';
import { publicRoute } from '../../platform/route.js';
import { verifiedStripeEvent } from '../../platform/stripe-event.js';
import { handleConnectEvent } from '../service/payment-events-service.js';

/**
 * POST /api/webhooks/stripe-connect — the Connect endpoint (events of connected accounts, signed with
 * its own secret): verifies the signature on the raw body first, then applies account.updated once.
 */
export const handler = publicRoute(
  { maxBodyBytes: 512 * 1024, response: connectWebhookResponse },
  async ({ event }) => {
    const stripeEvent = await verifiedStripeEvent(event, 'STRIPE_CONNECT_WEBHOOK_SECRET');
    const handled = await handleConnectEvent(stripeEvent);
    if (!handled) log('info', 'connect event ignored', { eventId: stripeEvent.id, type: stripeEvent.type });
    return { received: true as const, handled };
  },
);
