import { signingView, tokenPath } from '../../../shared/schemas/proposals.js';
import { publicRoute } from '../../lib/route.js';
import { openSigning } from '../../lib/services/contracts-service.js';

/** GET /api/signing/{token} — the contract the homeowner is asked to sign (404 unknown, 410 used, replaced or expired). */
export const handler = publicRoute({ path: tokenPath, response: signingView }, async ({ path }) =>
  openSigning(path.token),
);
