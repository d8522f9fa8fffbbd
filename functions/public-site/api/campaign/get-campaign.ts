import { campaign } from '@shared/public-site/schemas/campaign.js';
import { getCampaign } from '../../data/campaign.js';
import { NotFoundError } from '../../../platform/errors.js';
import { publicRoute } from '../../../platform/route.js';

/** GET /api/campaign — presale end, beta end, launch and beta seats for every countdown and campaign text. */
export const handler = publicRoute({ response: campaign }, async () => {
  const campaign = await getCampaign();
  if (!campaign) throw new NotFoundError('No campaign is running.');
  return campaign;
});
