import { downloadLink, estimatePdfQuery } from '@shared/documents/schemas/proposals.js';
import { estimatePath } from '@shared/estimates/schemas/estimates.js';
import { downloadReply } from '../../../platform/download-reply.js';
import { route } from '../../../platform/route.js';
import { estimatePdfUrlFor } from '../../service/documents-service.js';

/** GET /api/estimates/{id}/generate-pdf?kind=proposal|report — the estimate's PDF (rendered now if not yet). */
export const handler = route(
  { auth: 'estimates.read', path: estimatePath, query: estimatePdfQuery, response: downloadLink },
  async ({ path, query, caller, event }) =>
    downloadReply(event, await estimatePdfUrlFor(caller, path.id, query.kind)),
);
