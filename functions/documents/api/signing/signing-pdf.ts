import { tokenPath } from '@shared/documents/schemas/proposals.js';
import { redirect } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { signingPdfUrl } from '../../service/contracts-service.js';

/** GET /api/signing/{token}/pdf — redirects to a short-lived link to the contract under review. */
export const handler = publicRoute({ path: tokenPath }, async ({ path }) =>
  redirect(await signingPdfUrl(path.token)),
);
