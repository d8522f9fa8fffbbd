import { portalProposal, tokenPath } from '@shared/documents/schemas/proposals.js';
import { publicRoute } from '../../../platform/route.js';
import { openProposal } from '../../service/customer-portal-service.js';

/** GET /api/customer-portal/proposal/{token} — the homeowner's proposal (404 unknown, 410 expired or withdrawn). */
export const handler = publicRoute({ path: tokenPath, response: portalProposal }, async ({ path }) =>
  openProposal(path.token),
);
