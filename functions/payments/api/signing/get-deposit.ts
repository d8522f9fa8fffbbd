import { depositView, signingTokenPath } from '@shared/payments/schemas/payments.js';
import { publicRoute } from '../../../platform/route.js';
import { depositForSigning } from '../../service/project-payments-service.js';

/** GET /api/signing/{token}/deposit — the deposit step of a signed contract (404 unless the link signed it). */
export const handler = publicRoute({ path: signingTokenPath, response: depositView }, async ({ path }) =>
  depositForSigning(path.token),
);
