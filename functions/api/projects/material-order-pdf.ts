import { projectPath } from '../../../shared/schemas/projects.js';
import { downloadLink } from '../../../shared/schemas/proposals.js';
import { downloadReply } from '../../lib/download-reply.js';
import { route } from '../../lib/route.js';
import { materialOrderPdfFor } from '../../lib/services/material-order-service.js';

/** GET /api/projects/{id}/material-order/pdf — the material order as a supplier-ready PDF. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: downloadLink },
  async ({ path, caller, event }) => downloadReply(event, await materialOrderPdfFor(caller, path.id)),
);
