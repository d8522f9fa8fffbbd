import { campaign, updateCampaignRequest } from '../../../shared/schemas/campaign.js';
import { saveCampaign } from '../../lib/data/campaign.js';
import { route } from '../../lib/route.js';

/** PUT /api/campaign — operators set the campaign dates and beta seats (optimistic lock on `version`). */
export const handler = route(
  { auth: 'users.manage', body: updateCampaignRequest, response: campaign },
  async ({ body, caller }) => saveCampaign(body, caller.userId),
);
