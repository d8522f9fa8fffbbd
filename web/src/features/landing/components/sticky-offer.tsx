import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { openLandingDialog } from '../landing-events';
import {
  startStickyOffer,
  STICKY_OFFER_ATTRIBUTE,
  STICKY_OFFER_COUNTDOWN_ATTRIBUTE,
  STICKY_OFFER_DISMISS_ATTRIBUTE,
} from '../sticky-offer-controller';

/**
 * The sticky presale offer at the bottom of the landing page: compact on phones, never over the hero's
 * buttons; Claim opens the presale popup. React only renders its markup, hidden: its behaviour is
 * sticky-offer-controller.ts, which a prerendered page runs without React (web/src/public/entry.ts).
 */
export function StickyOffer() {
  const offer = useRef<HTMLElement>(null);
  useEffect(() => (offer.current ? startStickyOffer(offer.current) : undefined), []);
  return (
    <aside
      ref={offer}
      hidden
      aria-label="Presale offer"
      {...{ [STICKY_OFFER_ATTRIBUTE]: '' }}
      // Bottom-right from sm up, beside the chat launcher: the hero's buttons sit on the left.
      className="fixed bottom-3 left-3 z-40 w-[calc(100%-5.5rem)] max-w-sm rounded-xl bg-brand-950 px-3 py-2 text-white shadow-2xl ring-1 ring-white/10 sm:bottom-6 sm:left-auto sm:right-24 sm:w-[calc(100%-7.5rem)] sm:rounded-2xl sm:p-4"
    >
      <IconButton
        icon="close"
        iconClassName="size-4"
        label="Dismiss offer"
        {...{ [STICKY_OFFER_DISMISS_ATTRIBUTE]: '' }}
        className="absolute right-1 top-1 rounded-full p-1.5 text-brand-200 hover:bg-white/10 hover:text-white sm:right-2 sm:top-2"
      />
      <div className="flex items-center gap-3 pr-7 sm:block sm:pr-0">
        <p className="min-w-0 flex-1 text-sm font-semibold leading-tight sm:pr-6 sm:text-base">
          <span className="sm:hidden">Presale: 50% off setup</span>
          <span className="max-sm:hidden">Presale: 50% off setup + up to $925 saved</span>
        </p>
        <p
          hidden
          className="mt-1 text-sm text-brand-100 max-sm:hidden"
          {...{ [STICKY_OFFER_COUNTDOWN_ATTRIBUTE]: '' }}
        />
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
