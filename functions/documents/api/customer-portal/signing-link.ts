import { inPersonSigningResponse, tokenPath } from '@shared/documents/schemas/proposals.js';
import { publicRoute } from '../../../platform/route.js';
import { signingLinkOfAccepted } from '../../service/contracts-service.js';

/** POST /api/customer-portal/proposal/{token}/signing-link — after accepting, a signing link to sign straight away. */
export const handler = publicRoute({ path: tokenPath, response: inPersonSigningResponse }, async ({ path }) =>
  signingLinkOfAccepted(path.token),
);
