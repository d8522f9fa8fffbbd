import { loadCampaign } from '../../lib/campaign-data';
import { drawCountdown } from './countdown-line';
import {
  dismissedRecently,
  STICKY_OFFER_DELAY_MS,
  STICKY_OFFER_DISMISSED_KEY,
  STICKY_OFFER_SCROLL_SHARE,
} from './sticky-offer-timing';

/** Attribute of the offer's `<aside>` (rendered hidden by StickyOffer). */
export const STICKY_OFFER_ATTRIBUTE = 'data-sticky-offer';
/** Attribute of the offer's dismiss button. */
export const STICKY_OFFER_DISMISS_ATTRIBUTE = 'data-sticky-offer-dismiss';
/** Attribute of the `<p>` that gets the offer's countdown once the campaign is read. */
export const STICKY_OFFER_COUNTDOWN_ATTRIBUTE = 'data-sticky-offer-countdown';
/** The element the offer must never cover (the hero's call-to-action buttons). */
export const HERO_ACTIONS_ID = 'hero-actions';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The sticky presale offer's behaviour, without React, so a prerendered landing page runs it with no
 * framework (docs/decisions.md, "The presale offer without React"): `offer` (StickyOffer's markup)
 * shows after `delayMs` or once 30 % of the viewport height is scrolled, unless dismissed less than a
 * day ago; it turns invisible while it would cover the hero's buttons; Dismiss hides it and remembers
 * that. Claim is a `data-landing-dialog` button. Returns the removal of its timer and listeners.
 */
export function startStickyOffer(
  offer: HTMLElement,
  { delayMs = STICKY_OFFER_DELAY_MS }: { delayMs?: number } = {},
): () => void {
  const cleanups: Array<() => void> = [];
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  if (dismissedRecently(Date.now())) return stop;

  const coverCheck = () => {
    const actions = document.getElementById(HERO_ACTIONS_ID);
    const covers = Boolean(
      actions && !offer.hidden && overlaps(actions.getBoundingClientRect(), offer.getBoundingClientRect()),
    );
    offer.classList.toggle('invisible', covers);
  };
  const listen = (target: EventTarget, type: string, listener: () => void) => {
    target.addEventListener(type, listener, { passive: true });
    cleanups.push(() => target.removeEventListener(type, listener));
  };

  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    offer.hidden = false;
    coverCheck();
    listen(window, 'scroll', coverCheck);
    listen(window, 'resize', coverCheck);
    const line = offer.querySelector<HTMLElement>(`[${STICKY_OFFER_COUNTDOWN_ATTRIBUTE}]`);
    void loadCampaign().then((campaign) => {
      if (!campaign || !line || offer.hidden) return;
      cleanups.push(drawCountdown(line, campaign.presale_ends_at, 'Ends'));
      line.hidden = false;
    });
  };
  const timer = setTimeout(show, delayMs);
  cleanups.push(() => clearTimeout(timer));
  listen(window, 'scroll', () => {
    if (window.scrollY > window.innerHeight * STICKY_OFFER_SCROLL_SHARE) show();
  });

  const dismiss = offer.querySelector(`[${STICKY_OFFER_DISMISS_ATTRIBUTE}]`);
  const onDismiss = () => {
    try {
      window.localStorage.setItem(STICKY_OFFER_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Without storage the offer simply shows again next visit.
    }
    offer.hidden = true;
    // Neither the timer nor a later scroll shows it again on this page.
    stop();
  };
  dismiss?.addEventListener('click', onDismiss);
  cleanups.push(() => dismiss?.removeEventListener('click', onDismiss));
  return stop;
}
