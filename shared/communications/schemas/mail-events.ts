import { keysOf } from '../../kernel/format.js';
import * as z from '../../kernel/zod.js';
import { SES_EVENT_STATUS, type DeliveryStatus } from '../../mail/communications.js';

const recipients = z.array(z.looseObject({ emailAddress: z.string() }));

/** An SES event as a configuration set publishes it (the fields we read; the rest passes). */
export const sesEvent = z.looseObject({
  eventType: z.enum(keysOf(SES_EVENT_STATUS)),
  mail: z.looseObject({
    messageId: z.string().check(z.minLength(1)),
    timestamp: z.string(),
    destination: z.array(z.string()),
  }),
  send: z.optional(z.looseObject({})),
  delivery: z.optional(z.looseObject({ timestamp: z.string(), recipients: z.array(z.string()) })),
  bounce: z.optional(
    z.looseObject({
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: recipients,
      timestamp: z.string(),
    }),
  ),
  complaint: z.optional(z.looseObject({ complainedRecipients: recipients, timestamp: z.string() })),
  deliveryDelay: z.optional(
    z.looseObject({
      delayType: z.optional(z.string()),
      delayedRecipients: recipients,
      timestamp: z.string(),
    }),
  ),
});
export type SesEvent = z.infer<typeof sesEvent>;

/**
 * A mail-events queue message: the SES event itself (raw delivery) or the SNS notification carrying
 * it as a JSON string in `Message`.
 */
export const mailEventMessage = z.pipe(
  z.transform((value) => {
    if (value && typeof value === 'object' && (value as { Type?: unknown }).Type === 'Notification') {
      const message = (value as { Message?: unknown }).Message;
      try {
        return typeof message === 'string' ? JSON.parse(message) : message;
      } catch {
        return message;
      }
    }
    return value;
  }),
  sesEvent,
);

/** What one SES event means for its communication. */
export interface DeliveryChange {
  status: DeliveryStatus;
  at: string;
  recipients: string[];
  /** A permanent bounce: the address is flagged on the account's estimates. */
  hardBounce: boolean;
  detail: string | null;
}

/** The delivery change an SES event reports. */
export function deliveryChangeOf(event: SesEvent): DeliveryChange {
  const status = SES_EVENT_STATUS[event.eventType];
  const emails = (list: { emailAddress: string }[] | undefined) =>
    (list ?? []).map((item) => item.emailAddress.toLowerCase());
  switch (event.eventType) {
    case 'Delivery':
      return {
        status,
        at: event.delivery?.timestamp ?? event.mail.timestamp,
        recipients: (event.delivery?.recipients ?? event.mail.destination).map((r) => r.toLowerCase()),
        hardBounce: false,
        detail: null,
      };
    case 'Bounce':
      return {
        status,
        at: event.bounce?.timestamp ?? event.mail.timestamp,
        recipients: emails(event.bounce?.bouncedRecipients),
        hardBounce: event.bounce?.bounceType === 'Permanent',
        detail: [event.bounce?.bounceType, event.bounce?.bounceSubType].filter(Boolean).join(' / ') || null,
      };
    case 'Complaint':
      return {
        status,
        at: event.complaint?.timestamp ?? event.mail.timestamp,
        recipients: emails(event.complaint?.complainedRecipients),
        hardBounce: false,
        detail: null,
      };
    case 'DeliveryDelay':
      return {
        status,
        at: event.deliveryDelay?.timestamp ?? event.mail.timestamp,
        recipients: emails(event.deliveryDelay?.delayedRecipients),
        hardBounce: false,
        detail: event.deliveryDelay?.delayType ?? null,
      };
    default:
      return {
        status,
        at: event.mail.timestamp,
        recipients: event.mail.destination.map((r) => r.toLowerCase()),
        hardBounce: false,
        detail: null,
      };
  }
}
