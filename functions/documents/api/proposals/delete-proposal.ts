import { messageResponse } from '@shared/accounts/schemas/auth.js';
import { proposalPath } from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { deleteProposalFor } from '../../service/proposals-service.js';

/** DELETE /api/proposals/{id} — drafts only. */
export const handler = route(
  { auth: 'proposals.write', path: proposalPath, response: messageResponse },
  async ({ path, caller }) => deleteProposalFor(caller, path.id),
);
