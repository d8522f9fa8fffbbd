import { listProposalsQuery, proposalsPage } from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { listProposalsFor } from '../../service/proposals-service.js';

/** GET /api/proposals?status=&limit=&cursor= — the Proposals screen's cards, newest first. */
export const handler = route(
  { auth: 'proposals.read', query: listProposalsQuery, response: proposalsPage },
  async ({ query, caller }) => listProposalsFor(caller, query),
);
