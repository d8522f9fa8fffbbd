import { projectPath } from '@shared/jobs/schemas/projects.js';
import { downloadLink } from '@shared/documents/schemas/proposals.js';
import { downloadReply } from '../../../platform/download-reply.js';
import { route } from '../../../platform/route.js';
import { materialOrderPdfFor } from '../../service/material-order-service.js';

/** GET /api/projects/{id}/material-order/pdf — the material order as a supplier-ready PDF. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: downloadLink },
  async ({ path, caller, event }) => downloadReply(event, await materialOrderPdfFor(caller, path.id)),
);
