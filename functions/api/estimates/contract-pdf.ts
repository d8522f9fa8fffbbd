import { downloadLink } from '../../../shared/schemas/proposals.js';
import { estimatePath } from '../../../shared/schemas/estimates.js';
import { downloadReply } from '../../lib/download-reply.js';
import { route } from '../../lib/route.js';
import { contractPdfFor } from '../../lib/services/contracts-service.js';

/** GET /api/estimates/{id}/contract-pdf — the signed contract once signed, else the unsigned one. */
export const handler = route(
  { auth: 'estimates.read', path: estimatePath, response: downloadLink },
  async ({ path, caller, event }) => downloadReply(event, await contractPdfFor(caller, path.id)),
);
