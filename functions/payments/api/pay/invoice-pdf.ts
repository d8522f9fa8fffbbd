import { downloadLink } from '@shared/documents/schemas/proposals.js';
import { payTokenPath } from '@shared/payments/schemas/payments.js';
import { downloadReply } from '../../../platform/download-reply.js';
import { publicRoute } from '../../../platform/route.js';
import { invoicePdf } from '../../service/invoice-service.js';

/** GET /api/pay/{token}/pdf — the invoice as a PDF (302 to a short-lived link, or the link as JSON). */
export const handler = publicRoute({ path: payTokenPath, response: downloadLink }, async ({ path, event }) =>
  downloadReply(event, await invoicePdf(path.token)),
);
