import { phaseTemplate } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { phaseTemplateFor } from '../../service/projects-service.js';

/** GET /api/projects/phase-template — the phases new projects of the account start with. */
export const handler = route({ auth: 'projects.read', response: phaseTemplate }, async ({ caller }) =>
  phaseTemplateFor(caller),
);
