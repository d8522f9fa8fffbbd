import { portalProposal, proposalPath } from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { previewProposalFor } from '../../service/proposals-service.js';

/** GET /api/proposals/{id} — the contractor's preview of the proposal as the homeowner sees it. */
export const handler = route(
  { auth: 'proposals.read', path: proposalPath, response: portalProposal },
  async ({ path, caller }) => previewProposalFor(caller, path.id),
);
