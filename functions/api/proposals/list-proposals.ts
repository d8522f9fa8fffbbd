import { listProposalsQuery, proposalsPage } from '../../../shared/schemas/proposals.js';
import { route } from '../../lib/route.js';
import { listProposalsFor } from '../../lib/services/proposals-service.js';

/** GET /api/proposals?status=&limit=&cursor= — the Proposals screen's cards, newest first. */
export const handler = route(
  { auth: 'proposals.read', query: listProposalsQuery, response: proposalsPage },
  async ({ query, caller }) => listProposalsFor(caller, query),
);
