import { useEffect, useState } from 'react';
import type { Campaign } from '@shared/public-site/schemas/campaign.js';
import { loadCampaign } from './campaign-data';

/** The campaign for a component: undefined while loading, null when there is none. */
export function useCampaign(): Campaign | null | undefined {
  const [campaign, setCampaign] = useState<Campaign | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadCampaign().then((value) => active && setCampaign(value));
    return () => {
      active = false;
    };
  }, []);
  return campaign;
}

/** The current time, ticking every `intervalMs` (for countdowns). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
