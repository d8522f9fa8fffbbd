import { tokenPath } from '../../../shared/schemas/proposals.js';
import { redirect } from '../../lib/respond.js';
import { publicRoute } from '../../lib/route.js';
import { documentSigningPdfUrl } from '../../lib/services/document-signing-service.js';

/** GET /api/document-signing/{token}/pdf — redirects to a short-lived link to the document under review. */
export const handler = publicRoute({ path: tokenPath }, async ({ path }) =>
  redirect(await documentSigningPdfUrl(path.token)),
);
