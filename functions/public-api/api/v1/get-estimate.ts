import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { getEstimateV1 } from '../../service/v1-service.js';

const { scope, params, response } = V1.getEstimate;

/** GET /api/v1/estimates/{id} — one estimate with its measurement status and price. */
export const handler = keyRoute(
  { scope, path: params, response: response.schema },
  async ({ path, caller }) => getEstimateV1(caller, path.id),
);
