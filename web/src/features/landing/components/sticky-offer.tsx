import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { useCampaign } from '../../../lib/campaign';
import { CampaignCountdown } from './campaign-countdown';

/** Spec 000 §9: shows after 4 s or 30% of the viewport height scrolled; a dismissal mutes it for 24 h. */
export const STICKY_OFFER_DELAY_MS = 4000;
export const STICKY_OFFER_SCROLL_SHARE = 0.3;
export const STICKY_OFFER_SNOOZE_MS = 24 * 3600 * 1000;
/** localStorage key of the dismissal time (essential: it only remembers the visitor's own choice). */
export const STICKY_OFFER_DISMISSED_KEY = 'ridgeline.sticky-offer-dismissed-at';

function dismissedRecently(now: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(STICKY_OFFER_DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < STICKY_OFFER_SNOOZE_MS;
  } catch {
    return false;
  }
}

/** The sticky presale offer at the bottom of the landing page. */
export function StickyOffer({ onClaim }: { onClaim: () => void }) {
  const campaign = useCampaign();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissedRecently(Date.now())) return;
    const show = () => setVisible(true);
    const timer = setTimeout(show, STICKY_OFFER_DELAY_MS);
    const onScroll = () => {
      if (window.scrollY > window.innerHeight * STICKY_OFFER_SCROLL_SHARE) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(STICKY_OFFER_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Without storage the offer simply shows again next visit.
    }
    setVisible(false);
  };

  return (
    <aside
      aria-label="Presale offer"
      className="fixed bottom-4 left-4 z-40 w-[calc(100%-6.5rem)] max-w-sm rounded-2xl bg-brand-950 p-4 text-white shadow-2xl ring-1 ring-white/10 sm:bottom-6 sm:left-6"
    >
      <IconButton
        icon="close"
        iconClassName="size-4"
        label="Dismiss offer"
        onClick={dismiss}
        className="absolute right-2 top-2 rounded-full p-1.5 text-brand-200 hover:bg-white/10 hover:text-white"
      />
      <p className="pr-6 font-semibold">Presale: 50% off setup + up to $925 saved</p>
      {campaign && (
        <CampaignCountdown
          endsAt={campaign.presale_ends_at}
          label="Ends"
          className="mt-1 text-sm text-brand-100"
        />
      )}
      <Button variant="accent" size="sm" className="mt-3 w-full" onClick={onClaim}>
        Claim My Presale Spot
      </Button>
    </aside>
  );
}
