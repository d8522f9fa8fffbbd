import { messageResponse } from '../../../shared/schemas/auth.js';
import { proposalPath } from '../../../shared/schemas/proposals.js';
import { route } from '../../lib/route.js';
import { deleteProposalFor } from '../../lib/services/proposals-service.js';

/** DELETE /api/proposals/{id} — drafts only. */
export const handler = route(
  { auth: 'proposals.write', path: proposalPath, response: messageResponse },
  async ({ path, caller }) => deleteProposalFor(caller, path.id),
);
