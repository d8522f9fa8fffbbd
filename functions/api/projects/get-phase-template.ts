import { phaseTemplate } from '../../../shared/schemas/projects.js';
import { route } from '../../lib/route.js';
import { phaseTemplateFor } from '../../lib/services/projects-service.js';

/** GET /api/projects/phase-template — the phases new projects of the account start with. */
export const handler = route({ auth: 'projects.read', response: phaseTemplate }, async ({ caller }) =>
  phaseTemplateFor(caller),
);
