import { tokenPath } from '@shared/documents/schemas/proposals.js';
import { signedContractView } from '@shared/documents/schemas/signed-contract.js';
import { publicRoute } from '../../../platform/route.js';
import { openSignedContract } from '../../service/signed-contract-service.js';

/** GET /api/signing/{token}/signed — the signed contract a used signing link opens (404 unless that link signed it). */
export const handler = publicRoute({ path: tokenPath, response: signedContractView }, async ({ path }) =>
  openSignedContract(path.token),
);
