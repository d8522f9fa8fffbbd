import { projectTokenPath } from '@shared/jobs/schemas/projects.js';
import { homeownerPaymentsView } from '@shared/payments/schemas/payments.js';
import { publicRoute } from '../../../platform/route.js';
import { paymentsForStatusLink } from '../../service/project-payments-service.js';

/** GET /api/project-status/{token}/payments — what the homeowner has paid, with receipts (404/410 like the page). */
export const handler = publicRoute(
  { path: projectTokenPath, response: homeownerPaymentsView },
  async ({ path }) => paymentsForStatusLink(path.token),
);
