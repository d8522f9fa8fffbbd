/**
 * The landing page's actions that cross parts of the page: a button asks for a dialog by an event on
 * `document`, so it works whether the page runs as the SPA or as prerendered HTML with islands
 * (web/src/public/entry.ts handles `data-landing-dialog` buttons that have no code yet). Imports
 * nothing, so the public entry stays small.
 */

/** The landing's dialogs. */
export type LandingDialog = 'presale' | 'sample';

/** Event on `document` whose `detail` is the LandingDialog to open. */
export const LANDING_DIALOG_EVENT = 'ridgeline:landing-dialog';

/** Attribute of a button that opens a landing dialog (its value is the LandingDialog). */
export const LANDING_DIALOG_ATTRIBUTE = 'data-landing-dialog';

/** Asks the page to open one of its dialogs. */
export function openLandingDialog(which: LandingDialog): void {
  document.dispatchEvent(new CustomEvent<LandingDialog>(LANDING_DIALOG_EVENT, { detail: which }));
}

/** Attribute of the hero's View Live Demo button. */
export const SCROLL_TO_DEMO_ATTRIBUTE = 'data-scroll-to-demo';

/** Scrolls to the live demo's address form and puts the cursor in it. */
export function scrollToDemo(): void {
  const input = document.getElementById('demo-address');
  input?.scrollIntoView({
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    block: 'center',
  });
  input?.focus({ preventScroll: true });
}

/** Id of the hero's campaign line (countdown and beta spots), which a prerendered page fills without React. */
export const HERO_CAMPAIGN_ID = 'hero-campaign';
