import { proposalSentResponse, sendProposalRequest } from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { sendProposalLinkFor } from '../../../documents/index.js';

/** POST /api/communications/send-proposal — the same send as the portal's send-proposal-link (caps included). */
export const handler = route(
  { auth: 'proposals.write', body: sendProposalRequest, response: proposalSentResponse },
  async ({ body, caller }) => sendProposalLinkFor(caller, body),
);
