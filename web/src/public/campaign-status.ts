import { countdown } from '@shared/public-site/campaign.js';
import type { Campaign } from '@shared/public-site/schemas/campaign.js';
import { publicRequest } from '../lib/public-fetch';

const pad = (value: number) => String(value).padStart(2, '0');

function element(tag: string, className: string, ...children: Array<Node | string>): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/**
 * The landing hero's campaign line without React: the same markup as Hero and CampaignCountdown
 * (features/landing) render in the SPA, drawn into `container` once the campaign is read, the
 * countdown ticking every second.
 */
export async function showCampaignStatus(container: HTMLElement): Promise<void> {
  const campaign = await publicRequest<Campaign>('/campaign').catch(() => null);
  if (!campaign) return;
  const clock = element('span', 'font-mono font-semibold tabular-nums');
  const spoken = element('span', 'sr-only');
  const line = element('p', '', spoken, element('span', '', 'Presale ends in ', clock));
  line.lastElementChild!.setAttribute('aria-hidden', 'true');
  const row = element('div', 'mt-5 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-brand-100', line);
  if (campaign.beta_seats_remaining > 0)
    row.append(
      element(
        'p',
        '',
        element('span', 'font-semibold text-accent-300', String(campaign.beta_seats_remaining)),
        ` of ${campaign.beta_seats_total} beta spots left`,
      ),
    );
  const tick = () => {
    const left = countdown(campaign.presale_ends_at, Date.now());
    if (left.ended) {
      line.remove();
      return false;
    }
    spoken.textContent = `Presale ends in ${left.days} days`;
    clock.textContent = `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`;
    return true;
  };
  if (tick()) {
    const timer = setInterval(() => tick() || clearInterval(timer), 1000);
  }
  container.replaceChildren(row);
}
