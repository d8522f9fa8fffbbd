import { downloadLink } from '@shared/documents/schemas/proposals.js';
import { estimatePath } from '@shared/estimates/schemas/estimates.js';
import { downloadReply } from '../../../platform/download-reply.js';
import { route } from '../../../platform/route.js';
import { contractPdfFor } from '../../service/contracts-service.js';

/** GET /api/estimates/{id}/contract-pdf — the signed contract once signed, else the unsigned one. */
export const handler = route(
  { auth: 'estimates.read', path: estimatePath, response: downloadLink },
  async ({ path, caller, event }) => downloadReply(event, await contractPdfFor(caller, path.id)),
);
