import { sendForSigningResponse } from '@shared/documents/schemas/proposals.js';
import { estimatePath } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { sendForSigningFor } from '../../service/contracts-service.js';

/** POST /api/estimates/{id}/send-for-signing — mails the homeowner a single-use signing link and returns it. */
export const handler = route(
  { auth: 'estimates.write', path: estimatePath, response: sendForSigningResponse },
  async ({ path, caller }) => sendForSigningFor(caller, path.id),
);
