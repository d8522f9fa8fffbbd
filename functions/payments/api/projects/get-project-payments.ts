import { projectPath } from '@shared/jobs/schemas/projects.js';
import { projectPaymentsView } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { projectPaymentsFor } from '../../service/project-payments-service.js';

/** GET /api/projects/{id}/payments — the payment schedule with paid, processing, due and overdue amounts. */
export const handler = route(
  { auth: 'projects.read', path: projectPath, response: projectPaymentsView },
  async ({ path, caller }) => projectPaymentsFor(caller, path.id),
);
