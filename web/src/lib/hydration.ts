import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page (the first render must match the server HTML), true
 * right after and on every page rendered in the browser: gate UI that depends on this browser's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
