import {
  proposalPath,
  proposalSentResponse,
  proposalStatusQuery,
} from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { updateProposalStatusFor } from '../../service/proposals-service.js';

/** PUT /api/proposals/{id}/status?new_status=sent — sends a draft (any other change is 409). */
export const handler = route(
  { auth: 'proposals.write', path: proposalPath, query: proposalStatusQuery, response: proposalSentResponse },
  async ({ path, query, caller }) => updateProposalStatusFor(caller, path.id, query.new_status),
);
