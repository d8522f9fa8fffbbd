import { proposalSentResponse, sendProposalRequest } from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { sendProposalLinkFor } from '../../service/proposals-service.js';

/** POST /api/customer-portal/send-proposal-link — a proposal of the estimate, its secure link mailed to the homeowner. */
export const handler = route(
  { auth: 'proposals.write', body: sendProposalRequest, response: proposalSentResponse },
  async ({ body, caller }) => sendProposalLinkFor(caller, body),
);
