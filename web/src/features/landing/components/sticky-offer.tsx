import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { useCampaign } from '../../../lib/campaign';
import { cn } from '../../../lib/cn';
import { openLandingDialog } from '../landing-events';
import {
  dismissedRecently,
  STICKY_OFFER_DELAY_MS,
  STICKY_OFFER_DISMISSED_KEY,
  STICKY_OFFER_SCROLL_SHARE,
} from '../sticky-offer-timing';
import { CampaignCountdown } from './campaign-countdown';

export {
  STICKY_OFFER_DELAY_MS,
  STICKY_OFFER_DISMISSED_KEY,
  STICKY_OFFER_SCROLL_SHARE,
  STICKY_OFFER_SNOOZE_MS,
} from '../sticky-offer-timing';

/** The element the offer must never cover (the hero's call-to-action buttons). */
export const HERO_ACTIONS_ID = 'hero-actions';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The sticky presale offer at the bottom of the landing page: compact on phones, never over the hero's
 * buttons. `delayMs` is how long it still waits (0 when the prerendered page's island loads it after
 * its delay); Claim opens the presale popup.
 */
export function StickyOffer({ delayMs = STICKY_OFFER_DELAY_MS }: { delayMs?: number }) {
  const campaign = useCampaign();
  const [visible, setVisible] = useState(false);
  const [coversHero, setCoversHero] = useState(false);
  const offer = useRef<HTMLElement>(null);
  // A dismissal must also stop the scroll listener from showing it again on the next scroll.
  const dismissed = useRef(false);

  useEffect(() => {
    if (dismissedRecently(Date.now())) return;
    const show = () => {
      if (!dismissed.current) setVisible(true);
    };
    const timer = setTimeout(show, delayMs);
    const onScroll = () => {
      if (window.scrollY > window.innerHeight * STICKY_OFFER_SCROLL_SHARE) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [delayMs]);

  useEffect(() => {
    if (!visible) return;
    const check = () => {
      const actions = document.getElementById(HERO_ACTIONS_ID);
      const box = offer.current;
      setCoversHero(
        Boolean(actions && box && overlaps(actions.getBoundingClientRect(), box.getBoundingClientRect())),
      );
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [visible]);

  if (!visible) return null;
  const dismiss = () => {
    dismissed.current = true;
    try {
      window.localStorage.setItem(STICKY_OFFER_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Without storage the offer simply shows again next visit.
    }
    setVisible(false);
  };

  return (
    <aside
      ref={offer}
      aria-label="Presale offer"
      className={cn(
        // Bottom-right from sm up, beside the chat launcher: the hero's buttons sit on the left.
        'fixed bottom-3 left-3 z-40 w-[calc(100%-5.5rem)] max-w-sm rounded-xl bg-brand-950 px-3 py-2 text-white shadow-2xl ring-1 ring-white/10 sm:bottom-6 sm:left-auto sm:right-24 sm:w-[calc(100%-7.5rem)] sm:rounded-2xl sm:p-4',
        coversHero && 'invisible',
      )}
    >
      <IconButton
        icon="close"
        iconClassName="size-4"
        label="Dismiss offer"
        onClick={dismiss}
        className="absolute right-1 top-1 rounded-full p-1.5 text-brand-200 hover:bg-white/10 hover:text-white sm:right-2 sm:top-2"
      />
      <div className="flex items-center gap-3 pr-7 sm:block sm:pr-0">
        <p className="min-w-0 flex-1 text-sm font-semibold leading-tight sm:pr-6 sm:text-base">
          <span className="sm:hidden">Presale: 50% off setup</span>
          <span className="max-sm:hidden">Presale: 50% off setup + up to $925 saved</span>
        </p>
        {campaign && (
          <CampaignCountdown
            endsAt={campaign.presale_ends_at}
            label="Ends"
            className="mt-1 text-sm text-brand-100 max-sm:hidden"
          />
        )}
        <Button
          variant="accent"
          size="sm"
          className="shrink-0 sm:mt-3 sm:w-full"
          onClick={() => openLandingDialog('presale')}
          data-landing-dialog="presale"
        >
          <span className="sm:hidden">Claim</span>
          <span className="max-sm:hidden">Claim My Presale Spot</span>
        </Button>
      </div>
    </aside>
  );
}
