import { AsyncLocalStorage } from 'node:async_hooks';

// The queue message a consumer is handling, so the once-only guard (data/dedupe.ts) can tell a
// redelivery of the same message, whose earlier try died, from a duplicate message running now.

const current = new AsyncLocalStorage<string>();

/** Runs `work` as the handling of one delivery of the SQS message `messageId`. */
export function inDelivery<T>(messageId: string, work: () => Promise<T>): Promise<T> {
  return current.run(messageId, work);
}

/** The id of the SQS message being handled, when this code runs inside a consumer. */
export function currentMessageId(): string | undefined {
  return current.getStore();
}
