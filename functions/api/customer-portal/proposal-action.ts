import { portalActionRequest, portalActionResponse, tokenPath } from '../../../shared/schemas/proposals.js';
import { route } from '../../lib/route.js';
import { actOnProposal } from '../../lib/services/customer-portal-service.js';

/** POST /api/customer-portal/proposal/{token}/action — accept or decline, once. */
export const handler = route(
  { auth: 'public', path: tokenPath, body: portalActionRequest, response: portalActionResponse },
  async ({ path, body }) => actOnProposal(path.token, body),
);
