import { signResponse } from '@shared/documents/schemas/proposals.js';
import { signContract } from '../../service/contracts-service.js';
import { projectFromSignedContract } from '../../../jobs/index.js';
import { signRoute } from '../sign-route.js';

/** POST /api/signing/{token} — signs the contract once with the typed name and drawn signature. */
export const handler = signRoute(signResponse, (token, input, signer) =>
  signContract(token, input, signer, projectFromSignedContract),
);
