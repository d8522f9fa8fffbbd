import { signingView, tokenPath } from '@shared/documents/schemas/proposals.js';
import { publicRoute } from '../../../platform/route.js';
import { openSigning } from '../../service/contracts-service.js';

/** GET /api/signing/{token} — the contract the homeowner is asked to sign (404 unknown, 410 used, replaced or expired). */
export const handler = publicRoute({ path: tokenPath, response: signingView }, async ({ path }) =>
  openSigning(path.token),
);
