import { tokenPath } from '../../../shared/schemas/proposals.js';
import { signedContractView } from '../../../shared/schemas/signed-contract.js';
import { publicRoute } from '../../lib/route.js';
import { openSignedContract } from '../../lib/services/signed-contract-service.js';

/** GET /api/signing/{token}/signed — the signed contract a used signing link opens (404 unless that link signed it). */
export const handler = publicRoute({ path: tokenPath, response: signedContractView }, async ({ path }) =>
  openSignedContract(path.token),
);
