import { drawCountdown } from '../features/landing/countdown-line';
import { loadCampaign } from '../lib/campaign-data';

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
  const campaign = await loadCampaign();
  if (!campaign) return;
  const line = element('p', '');
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
  drawCountdown(line, campaign.presale_ends_at, 'Presale ends');
  container.replaceChildren(row);
}
