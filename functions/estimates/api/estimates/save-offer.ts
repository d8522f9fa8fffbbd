import { estimatePath, estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { saveOfferRequest } from '@shared/estimates/schemas/offer.js';
import { route } from '../../../platform/route.js';
import { saveOfferFor } from '../../service/offer-service.js';

/** PUT /api/estimates/{id}/offer — the catalogue lines, upgrades and plans the estimate's proposal offers. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, body: saveOfferRequest, response: estimateSchema },
  async ({ path, body, caller }) => saveOfferFor(caller, path.id, body),
);
