import { phaseTemplate } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { savePhaseTemplateFor } from '../../lib/services/projects-service.js';

/** PUT /api/projects/phase-template — change the phases new projects start with. */
export const handler = route(
  { auth: 'projects.create', body: phaseTemplate, response: phaseTemplate },
  async ({ body, caller }) => savePhaseTemplateFor(caller, body),
);
