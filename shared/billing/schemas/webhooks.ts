import * as z from '../../kernel/zod.js';

/** POST /api/webhooks/stripe answer: the verified event was received (and whether anything acted on it). */
export const stripeWebhookResponse = z.object({ received: z.literal(true), handled: z.boolean() });
