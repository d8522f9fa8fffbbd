import { proposalSummary, sendProposalRequest } from '../../../shared/schemas/proposals.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { createDraftFor } from '../../lib/services/proposals-service.js';

/** POST /api/proposals — a draft proposal from an estimate, sent later from the Proposals screen. */
export const handler = route(
  { auth: 'proposals.write', body: sendProposalRequest, response: proposalSummary },
  async ({ body, caller }) => created(await createDraftFor(caller, body)),
);
