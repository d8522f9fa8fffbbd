import { generateContractResponse } from '@shared/documents/schemas/proposals.js';
import { estimatePath } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { generateContractFor } from '../../service/contracts-service.js';

/** POST /api/estimates/{id}/generate-contract — the contract of the accepted proposal. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: generateContractResponse },
  async ({ path, caller }) => generateContractFor(caller, path.id),
);
