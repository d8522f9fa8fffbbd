import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { WakeSignal } from './wake-signal.js';

/** A mail as the SES stand-in's `/store` lists it (the fields we read). */
interface StoredMail {
  messageId: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  at: number;
}

/** Options of the local mail-event emitter. */
export interface MailEventEmitterOptions {
  sqs: SQSClient;
  /** The mail-events queue (on AWS: fed by the SES configuration set through SNS). */
  queueUrl: string;
  /** Base URL of aws-ses-v2-local. */
  sesUrl: string;
  /** How long after sending a mail is delivered or bounced. */
  deliveryDelayMs?: number;
  /** How long it waits for a {@link MailEventEmitter.wake} before looking at the stand-in's mails anyway. */
  pollMs?: number;
}

/** The running emitter. */
export interface MailEventEmitter {
  stop(): Promise<void>;
  /** Looks for new mails now: one may have been sent (the SES stand-in calls it). */
  wake(): void;
}

/** How long after the stand-in accepted a mail its Send event is published. */
const SEND_DELAY_MS = 300;

/** An SES event of the shape a configuration set publishes (raw SNS delivery). */
function sesEvent(eventType: 'Send' | 'Delivery' | 'Bounce' | 'Complaint', mail: StoredMail, at: Date) {
  const recipients = [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc];
  const base = {
    eventType,
    mail: {
      timestamp: new Date(mail.at * 1000).toISOString(),
      source: 'no-reply@ridgeline.test',
      messageId: mail.messageId,
      destination: recipients,
    },
  };
  const timestamp = at.toISOString();
  if (eventType === 'Send') return { ...base, send: {} };
  if (eventType === 'Delivery')
    return {
      ...base,
      delivery: { timestamp, recipients, processingTimeMillis: 1000, smtpResponse: '250 OK' },
    };
  if (eventType === 'Complaint')
    return {
      ...base,
      complaint: {
        complainedRecipients: recipients
          .filter((address) => address.toLowerCase().includes('complain'))
          .map((emailAddress) => ({ emailAddress })),
        timestamp,
        feedbackId: `local-complaint-${mail.messageId}`,
        complaintFeedbackType: 'abuse',
        arrivalDate: timestamp,
      },
    };
  return {
    ...base,
    bounce: {
      bounceType: 'Permanent',
      bounceSubType: 'General',
      bouncedRecipients: recipients
        .filter((address) => address.toLowerCase().includes('bounce'))
        .map((emailAddress) => ({ emailAddress, action: 'failed', status: '5.1.1' })),
      timestamp,
      feedbackId: `local-${mail.messageId}`,
    },
  };
}

/**
 * The local stand-in for SES event publishing (the SES stand-in has none): every mail the stand-in
 * accepts gets a `Send` event at once, then after a second a `Bounce` when an address contains
 * `bounce`, else a `Delivery` (and a second later a `Complaint` when one contains `complain`) — the same event shapes SES puts on the mail-events queue on AWS.
 */
export function startMailEventEmitter(options: MailEventEmitterOptions): MailEventEmitter {
  const { sqs, queueUrl, sesUrl, deliveryDelayMs = 1000, pollMs = 1_000 } = options;
  const seen = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let running = true;
  let since = 0;
  const signal = new WakeSignal();

  const emit = (event: object) =>
    sqs
      .send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(event) }))
      .catch((error) => {
        console.error('mail event could not be queued', error);
      });

  const later = (ms: number, event: () => object) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (running) void emit(event());
    }, ms);
    timers.add(timer);
  };

  async function pollOnce(): Promise<void> {
    // Only mails of the last seconds: the store keeps every mail with its attachments.
    const response = await fetch(`${sesUrl}/store?since=${since}`);
    if (!response.ok) return;
    const { emails } = (await response.json()) as { emails: StoredMail[] };
    for (const mail of emails) {
      if (seen.has(mail.messageId)) continue;
      seen.add(mail.messageId);
      since = Math.max(since, mail.at - 2);
      const all = [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc];
      const bounces = all.some((address) => address.toLowerCase().includes('bounce'));
      // Send shortly after (the consumer records the message id right after SES answers), then the outcome.
      later(SEND_DELAY_MS, () => sesEvent('Send', mail, new Date()));
      later(deliveryDelayMs, () => sesEvent(bounces ? 'Bounce' : 'Delivery', mail, new Date()));
      // A complaint comes after the delivery, as the recipient's mailbox reports it.
      if (all.some((address) => address.toLowerCase().includes('complain')))
        later(deliveryDelayMs * 2, () => sesEvent('Complaint', mail, new Date()));
    }
  }

  const loop = (async () => {
    while (running) {
      signal.clear();
      await pollOnce().catch(() => undefined);
      if (running) await signal.wait(pollMs);
    }
  })();

  return {
    async stop() {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      signal.wake();
      await loop;
    },
    wake() {
      signal.wake();
    },
  };
}
