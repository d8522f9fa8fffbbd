/** Campaign texts and countdowns computed from the campaign setting (pure; times injected). */

import { formatDate, formatMonth } from '../kernel/format.js';
import { addDays, DAY_SECONDS } from '../kernel/time.js';

/** Whole days, hours, minutes and seconds until a moment (all 0 once it has passed). */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Time left until `endsAt` at `now`. */
export function countdown(endsAt: string, now: number): Countdown {
  const left = Math.max(0, Date.parse(endsAt) - now);
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / DAY_SECONDS),
    hours: Math.floor((seconds % DAY_SECONDS) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    ended: left === 0,
  };
}

/** "Nov 15, 2026" (US format, UTC so every visitor reads the same day). */
export function campaignDate(iso: string): string {
  return formatDate(iso, { utc: true });
}

/** "December 2026". */
export function campaignMonth(iso: string): string {
  return formatMonth(iso);
}

/** Default window seeded locally: presale open 30 days, beta 45 days, launch in 60 days. */
export function openCampaignWindow(now: Date) {
  const at = (days: number) => addDays(now, days).toISOString();
  return {
    presale_ends_at: at(30),
    beta_ends_at: at(45),
    launch_at: at(60),
    beta_seats_total: 50,
    beta_seats_remaining: 50,
  };
}
