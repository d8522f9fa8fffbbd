import { campaign, updateCampaignRequest } from '@shared/public-site/schemas/campaign.js';
import { saveCampaign } from '../../data/campaign.js';
import { route } from '../../../platform/route.js';

/** PUT /api/campaign — operators set the campaign dates and beta seats (optimistic lock on `version`). */
export const handler = route(
  { auth: 'users.manage', body: updateCampaignRequest, response: campaign },
  async ({ body, caller }) => saveCampaign(body, { userId: caller.userId, email: caller.user.email }),
);
