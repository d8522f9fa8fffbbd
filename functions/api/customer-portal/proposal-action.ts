import { portalActionRequest, portalActionResponse, tokenPath } from '../../../shared/schemas/proposals.js';
import { publicRoute } from '../../lib/route.js';
import { actOnProposal } from '../../lib/services/customer-portal-service.js';

/** POST /api/customer-portal/proposal/{token}/action — accept or decline, once. */
export const handler = publicRoute(
  { path: tokenPath, body: portalActionRequest, response: portalActionResponse },
  async ({ path, body }) => actOnProposal(path.token, body),
);
