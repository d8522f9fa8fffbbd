import { portalActionRequest, portalActionResponse, tokenPath } from '@shared/documents/schemas/proposals.js';
import { publicRoute } from '../../../platform/route.js';
import { actOnProposal } from '../../service/customer-portal-service.js';

/** POST /api/customer-portal/proposal/{token}/action — accept or decline, once. */
export const handler = publicRoute(
  { path: tokenPath, body: portalActionRequest, response: portalActionResponse },
  async ({ path, body }) => actOnProposal(path.token, body),
);
