import { depositRequest, depositResponse, signingTokenPath } from '@shared/payments/schemas/payments.js';
import { publicRoute } from '../../../platform/route.js';
import { chooseDeposit } from '../../service/project-payments-service.js';

/** POST /api/signing/{token}/deposit — pay the deposit (hosted Checkout URL; 409 once paid) or pay later. */
export const handler = publicRoute(
  { path: signingTokenPath, body: depositRequest, response: depositResponse },
  async ({ path, body }) => chooseDeposit(path.token, body),
);
