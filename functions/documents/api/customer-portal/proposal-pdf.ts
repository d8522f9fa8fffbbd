import { tokenPath } from '@shared/documents/schemas/proposals.js';
import { redirect } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { proposalPdfUrl } from '../../service/customer-portal-pdf.js';

/** GET /api/customer-portal/proposal/{token}/pdf — redirects to a short-lived link to the proposal PDF. */
export const handler = publicRoute({ path: tokenPath }, async ({ path }) =>
  redirect(await proposalPdfUrl(path.token)),
);
