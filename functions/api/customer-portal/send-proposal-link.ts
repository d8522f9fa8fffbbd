import { proposalSentResponse, sendProposalRequest } from '../../../shared/schemas/proposals.js';
import { route } from '../../lib/route.js';
import { sendProposalLinkFor } from '../../lib/services/proposals-service.js';

/** POST /api/customer-portal/send-proposal-link — a proposal of the estimate, its secure link mailed to the homeowner. */
export const handler = route(
  { auth: 'proposals.write', body: sendProposalRequest, response: proposalSentResponse },
  async ({ body, caller }) => sendProposalLinkFor(caller, body),
);
