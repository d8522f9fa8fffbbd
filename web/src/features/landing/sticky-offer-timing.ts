import { DAY_MS } from '@shared/kernel/time.js';

/** Shows after 4 s or 30% of the viewport height scrolled; a dismissal mutes it for 24 h. */
export const STICKY_OFFER_DELAY_MS = 4000;
export const STICKY_OFFER_SCROLL_SHARE = 0.3;
export const STICKY_OFFER_SNOOZE_MS = DAY_MS;
/** localStorage key of the dismissal time (essential: it only remembers the visitor's own choice). */
export const STICKY_OFFER_DISMISSED_KEY = 'ridgeline.sticky-offer-dismissed-at';

/** Whether the visitor dismissed the offer less than a snooze ago. */
export function dismissedRecently(now: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(STICKY_OFFER_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < STICKY_OFFER_SNOOZE_MS;
  } catch {
    return false;
  }
}
