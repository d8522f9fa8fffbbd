import { tokenPath } from '../../../shared/schemas/proposals.js';
import { redirect } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { proposalPdfUrl } from '../../lib/services/customer-portal-pdf.js';

/** GET /api/customer-portal/proposal/{token}/pdf — redirects to a short-lived link to the proposal PDF. */
export const handler = publicRoute({ path: tokenPath }, async ({ path }) =>
  redirect(await proposalPdfUrl(path.token)),
);
