/**
 * The script of every prerendered public page (docs/decisions.md, "Public pages as islands"). The page
 * is static HTML; this entry loads no framework. It wires the few plain actions (dialog buttons, View
 * Live Demo, Back, the phone menu), draws the hero's campaign line, runs the presale offer, and starts each island
 * (components/layout/island.tsx) when its `data-load` says so: only then do React and the island's
 * code download. Input and clicks that arrive while an island loads are kept and replayed.
 */
import '../index.css';
import {
  HERO_CAMPAIGN_ID,
  LANDING_DIALOG_ATTRIBUTE,
  openLandingDialog,
  SCROLL_TO_DEMO_ATTRIBUTE,
  scrollToDemo,
  type LandingDialog,
} from '../features/landing/landing-events';
import { startStickyOffer, STICKY_OFFER_ATTRIBUTE } from '../features/landing/sticky-offer-controller';
import { STICKY_OFFER_DELAY_MS } from '../features/landing/sticky-offer-timing';
import { showCampaignStatus } from './campaign-status';
import { ISLANDS } from './islands';
import { keepUserInput } from './user-input';

/** Set on an island once React runs it. */
const LIVE = 'data-island-live';
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'touchstart', 'input', 'change'] as const;

/** Outside a live island, a click on these is the page's own (the island's code handles it once live). */
function onDocumentClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest(`[${LIVE}]`)) return;
  const dialog = target.closest(`[${LANDING_DIALOG_ATTRIBUTE}]`);
  if (dialog) return openLandingDialog(dialog.getAttribute(LANDING_DIALOG_ATTRIBUTE) as LandingDialog);
  if (target.closest(`[${SCROLL_TO_DEMO_ATTRIBUTE}]`)) return scrollToDemo();
  const back = target.closest('[data-go-back]');
  if (back) {
    // Back within the site when the visitor came from it, else to the fallback page.
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin))
      window.history.back();
    else window.location.assign(back.getAttribute('data-go-back') || '/');
    return;
  }
  // The phone menu closes when one of its links is followed (an anchor on the same page included).
  if (target.closest('[data-public-menu] a')) target.closest('details')?.removeAttribute('open');
}

/** Starts `node`'s island with `extra` props; a second call does nothing. */
function starter(node: HTMLElement, stop: () => void): (extra?: Record<string, unknown>) => void {
  let started = false;
  return (extra = {}) => {
    if (started) return;
    started = true;
    stop();
    void startIsland(node, extra);
  };
}

/** Buttons clicked while the island's code loads: pressed again once it runs. */
const pendingClicks = new WeakMap<HTMLElement, HTMLElement[]>();

async function startIsland(node: HTMLElement, extra: Record<string, unknown>): Promise<void> {
  const load = ISLANDS[node.dataset.island ?? ''];
  if (!load) return;
  const props = { ...(JSON.parse(node.dataset.props ?? '{}') as Record<string, unknown>), ...extra };
  const [{ mountIsland }, Component] = await Promise.all([import('./mount'), load()]);
  // A task of its own: the modules were just evaluated in this one.
  await new Promise((resolve) => setTimeout(resolve));
  const replayInput = keepUserInput(node);
  await mountIsland(node, Component, props);
  node.setAttribute(LIVE, '');
  replayInput();
  for (const button of pendingClicks.get(node) ?? []) button.click();
  pendingClicks.delete(node);
}

/** Holds back button presses until the island runs (links, fields and dialog buttons work as they are). */
function holdClicks(node: HTMLElement): void {
  node.addEventListener(
    'click',
    (event) => {
      if (node.hasAttribute(LIVE)) return;
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>('button, [role="tab"]');
      if (!button || !node.contains(button) || button.hasAttribute(LANDING_DIALOG_ATTRIBUTE)) return;
      event.preventDefault();
      event.stopPropagation();
      const clicks = pendingClicks.get(node) ?? [];
      pendingClicks.set(node, [...clicks.filter((held) => held !== button), button]);
    },
    true,
  );
}

/** Starts the island on the first interaction inside it; returns the removal of the listeners. */
function onInteraction(node: HTMLElement, start: () => void): () => void {
  for (const type of INTERACTIONS) node.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    for (const type of INTERACTIONS) node.removeEventListener(type, start, { capture: true });
  };
}

function storedChoice(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Wires one island according to its `data-load` (see IslandLoad). */
function wire(node: HTMLElement): void {
  const load = node.dataset.load ?? 'interaction';
  const cleanups: Array<() => void> = [];
  const start = starter(node, () => cleanups.forEach((cleanup) => cleanup()));
  holdClicks(node);
  const interaction = () => {
    cleanups.push(onInteraction(node, () => start()));
  };

  if (load === 'interaction') return interaction();
  if (load === 'visible') {
    interaction();
    // Well before it is on screen, so content it updates (the API's FAQ) has changed before it is seen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: '600px 0px' },
    );
    // The wrapper has no box of its own: watch what it holds.
    for (const child of node.children) observer.observe(child);
    cleanups.push(() => observer.disconnect());
    return;
  }
  if (load.startsWith('stored:')) {
    if (storedChoice(load.slice('stored:'.length))) return start();
    return interaction();
  }
  if (load.startsWith('delay:')) {
    interaction();
    const wait = Math.max(0, Number(load.slice('delay:'.length)) - performance.now());
    const timer = setTimeout(() => start({ pageAgeMs: performance.now() }), wait);
    cleanups.push(() => clearTimeout(timer));
    return;
  }
  if (load.startsWith('event:')) {
    const name = load.slice('event:'.length);
    const listener = (event: Event) => start({ initialEvent: (event as CustomEvent).detail as unknown });
    document.addEventListener(name, listener);
    cleanups.push(() => document.removeEventListener(name, listener));
  }
}

document.addEventListener('click', onDocumentClick);
const campaignLine = document.getElementById(HERO_CAMPAIGN_ID);
// Read after the first paint: the headline beside it is the page's largest paint and needs none of it.
if (campaignLine) requestAnimationFrame(() => setTimeout(() => void showCampaignStatus(campaignLine)));
const offer = document.querySelector<HTMLElement>(`[${STICKY_OFFER_ATTRIBUTE}]`);
// Its delay counts from the page's load.
if (offer) startStickyOffer(offer, { delayMs: Math.max(0, STICKY_OFFER_DELAY_MS - performance.now()) });
for (const node of document.querySelectorAll<HTMLElement>('[data-island]')) wire(node);
