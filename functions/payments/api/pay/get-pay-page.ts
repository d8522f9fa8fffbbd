import { payPageView, payTokenPath } from '@shared/payments/schemas/payments.js';
import { publicRoute } from '../../../platform/route.js';
import { payPage } from '../../service/invoice-service.js';

/** GET /api/pay/{token} — the invoice a homeowner's pay link opens (404 for an unknown link). */
export const handler = publicRoute({ path: payTokenPath, response: payPageView }, async ({ path }) =>
  payPage(path.token),
);
