import { useSyncExternalStore } from 'react';
import { queuedItems, subscribeQueue } from './offline-queue';

const NONE: never[] = [];

/** The items waiting to upload, kept current. */
export function useQueue() {
  return useSyncExternalStore(subscribeQueue, queuedItems, () => NONE);
}
