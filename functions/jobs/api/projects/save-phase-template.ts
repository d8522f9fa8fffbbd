import { phaseTemplate } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { savePhaseTemplateFor } from '../../service/projects-service.js';

/** PUT /api/projects/phase-template — change the phases new projects start with. */
export const handler = route(
  { auth: 'projects.create', body: phaseTemplate, response: phaseTemplate },
  async ({ body, caller }) => savePhaseTemplateFor(caller, body),
);
