import { generateContractResponse } from '../../../shared/schemas/proposals.js';
import { estimatePath } from '../../../shared/schemas/estimates.js';
import { route } from '../../lib/route.js';
import { generateContractFor } from '../../lib/services/contracts-service.js';

/** POST /api/estimates/{id}/generate-contract — the contract of the accepted proposal. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: generateContractResponse },
  async ({ path, caller }) => generateContractFor(caller, path.id),
);
