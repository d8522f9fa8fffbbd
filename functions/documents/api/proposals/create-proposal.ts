import { proposalSummary, sendProposalRequest } from '@shared/documents/schemas/proposals.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createDraftFor } from '../../service/proposals-service.js';

/** POST /api/proposals — a draft proposal from an estimate, sent later from the Proposals screen. */
export const handler = route(
  { auth: 'proposals.write', body: sendProposalRequest, response: proposalSummary },
  async ({ body, caller }) => created(await createDraftFor(caller, body)),
);
