import { tokenPath } from '../../../shared/schemas/proposals.js';
import { redirect } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { signingPdfUrl } from '../../lib/services/contracts-service.js';

/** GET /api/signing/{token}/pdf — redirects to a short-lived link to the contract under review. */
export const handler = publicRoute({ path: tokenPath }, async ({ path }) =>
  redirect(await signingPdfUrl(path.token)),
);
