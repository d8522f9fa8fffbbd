import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { listEstimatesV1 } from '../../service/v1-service.js';

const { scope, query, response } = V1.listEstimates;

/** GET /api/v1/estimates — a page of the account's estimates, newest first. */
export const handler = keyRoute({ scope, query, response: response.schema }, async ({ query, caller }) =>
  listEstimatesV1(caller, query),
);
