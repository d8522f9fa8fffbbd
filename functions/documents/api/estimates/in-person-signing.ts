import { estimatePath } from '@shared/estimates/schemas/estimates.js';
import { inPersonSigningResponse } from '@shared/documents/schemas/proposals.js';
import { route } from '../../../platform/route.js';
import { inPersonSigningFor } from '../../service/contracts-service.js';

/** POST /api/estimates/{id}/in-person-signing — a fresh signing link for signing on the contractor's device (not mailed). */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: inPersonSigningResponse },
  async ({ path, caller }) => inPersonSigningFor(caller, path.id),
);
