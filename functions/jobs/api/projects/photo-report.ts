import { downloadLink } from '@shared/documents/schemas/proposals.js';
import { photoReportRequest } from '@shared/jobs/schemas/crew.js';
import { projectPath } from '@shared/jobs/schemas/projects.js';
import { downloadReply } from '../../../platform/download-reply.js';
import { route } from '../../../platform/route.js';
import { photoReportFor } from '../../service/crew-service.js';

/** POST /api/projects/{id}/photo-report — the chosen photos as a PDF, kept in the document library. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, body: photoReportRequest, response: downloadLink },
  async ({ path, body, caller, event }) => downloadReply(event, await photoReportFor(caller, path.id, body)),
);
