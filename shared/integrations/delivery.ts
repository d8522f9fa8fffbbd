// How a delivery is retried (docs/webhooks.md#retries): the first attempt at once, then after each
// of these waits; after the last one the delivery is marked failed and can be redelivered by hand.

/** Seconds before attempt 2, 3, … 6: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const RETRY_SCHEDULE_SECONDS = [60, 300, 1800, 7200, 21_600] as const;

/** Attempts of one delivery, the first included. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_SECONDS.length + 1;

/** How long one POST may take before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** The states of a delivery in the log. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Whether an HTTP status counts as delivered: any 2xx. */
export function isDelivered(statusCode: number): boolean {
  return statusCode >= 200 && statusCode < 300;
}

/** Seconds to wait after failed attempt `attempt` (1-based), or undefined when it was the last. */
export function retryDelaySeconds(
  attempt: number,
  schedule: readonly number[] = RETRY_SCHEDULE_SECONDS,
): number | undefined {
  return attempt >= 1 && attempt <= schedule.length ? schedule[attempt - 1] : undefined;
}
