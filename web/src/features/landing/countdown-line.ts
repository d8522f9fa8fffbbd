import { countdown } from '@shared/public-site/campaign.js';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Fills `line` (a `<p>`) with "`label` in 12d 04h 31m 08s", ticking every second, without React: the
 * same markup as CampaignCountdown (the full sentence is read once, not every second). The line is
 * removed once `endsAt` has passed. Returns the stop of the ticking.
 */
export function drawCountdown(line: HTMLElement, endsAt: string, label: string): () => void {
  const clock = document.createElement('span');
  clock.className = 'font-mono font-semibold tabular-nums';
  const spoken = document.createElement('span');
  spoken.className = 'sr-only';
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.append(`${label} in `, clock);
  line.replaceChildren(spoken, shown);
  const tick = () => {
    const left = countdown(endsAt, Date.now());
    if (left.ended) {
      line.remove();
      return false;
    }
    spoken.textContent = `${label} in ${left.days} days`;
    clock.textContent = `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`;
    return true;
  };
  if (!tick()) return () => undefined;
  const timer = setInterval(() => tick() || clearInterval(timer), 1000);
  return () => clearInterval(timer);
}
