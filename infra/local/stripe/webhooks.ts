/**
 * Webhook delivery of the Stripe stand-in: each event POSTed to the endpoint with a
 * `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<body>")>` header exactly like Stripe,
 * retried with back-off while the endpoint answers non-2xx. Tests can pause delivery, ask for
 * every event in N parallel copies, and release held events newest first (out of order).
 */
import { createHmac } from 'node:crypto';
import type { StripeObject } from './engine.js';

/** How deliveries behave right now (changed through `POST /__webhooks/config`). */
export interface DeliveryConfig {
  paused: boolean;
  /** Each event is sent this many times at once (duplicates). */
  copies: number;
  /** Held events are released newest first. */
  reverse: boolean;
}

const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 16_000];

/** Stripe's signature header for a payload at a time. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Sends events to one endpoint. */
export class WebhookSender {
  readonly config: DeliveryConfig = { paused: false, copies: 1, reverse: false };
  private held: StripeObject[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private inFlight = new Set<Promise<void>>();
  /** Every delivery attempt's answer, newest last (for the stand-in's debug page and tests). */
  readonly attempts: { event: string; type: string; status: number; at: string }[] = [];

  constructor(
    private readonly endpoint: string | undefined,
    private readonly secret: string,
  ) {}

  /** A new event: held while paused, else sent (in `copies` parallel copies). */
  send(event: StripeObject): void {
    if (!this.endpoint) return;
    if (this.config.paused) {
      this.held.push(event);
      return;
    }
    for (let copy = 0; copy < this.config.copies; copy += 1) this.deliver(event, 0);
  }

  /** Changes the delivery config; un-pausing releases held events (reversed if asked). */
  configure(change: Partial<DeliveryConfig>): DeliveryConfig {
    Object.assign(this.config, change);
    if (!this.config.paused && this.held.length) {
      const held = this.config.reverse ? [...this.held].reverse() : this.held;
      this.held = [];
      for (const event of held) this.send(event);
    }
    return this.config;
  }

  private deliver(event: StripeObject, attempt: number): void {
    const payload = JSON.stringify(event, null, 2);
    const work = fetch(this.endpoint!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        // Wall-clock time like Stripe, whose test clocks never change signature times.
        'stripe-signature': signatureHeader(payload, this.secret, Math.floor(Date.now() / 1000)),
      },
      body: payload,
    })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0)
      .then((status) => {
        this.attempts.push({
          event: event.id,
          type: event.type as string,
          status,
          at: new Date().toISOString(),
        });
        if (this.attempts.length > 1000) this.attempts.shift();
        if ((status < 200 || status >= 300) && attempt < BACKOFF_MS.length) {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.deliver(event, attempt + 1);
          }, BACKOFF_MS[attempt]);
          this.timers.add(timer);
        }
      });
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Events not answered yet: held while paused, in flight, or waiting for a retry. */
  pending(): number {
    return this.held.length + this.inFlight.size + this.timers.size;
  }

  /** Stops retrying and waits for requests already sent. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.inFlight]);
  }
}
