import { tokenPath } from '@shared/documents/schemas/proposals.js';
import { redirect } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { documentSigningPdfUrl } from '../../service/document-signing-service.js';

/** GET /api/document-signing/{token}/pdf — redirects to a short-lived link to the document under review. */
export const handler = publicRoute({ path: tokenPath }, async ({ path }) =>
  redirect(await documentSigningPdfUrl(path.token)),
);
