import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { created } from '../../../platform/respond.js';
import { keyRoute } from '../../../platform/route.js';
import { idempotently } from '../../service/idempotency.js';
import { createEstimateV1 } from '../../service/v1-service.js';

const { scope, body, response } = V1.createEstimate;

/** POST /api/v1/estimates — an estimate from an address, measured and priced asynchronously. */
export const handler = keyRoute(
  { scope, body: body.schema, response: response.schema },
  async ({ body, caller, event }) =>
    idempotently(caller.accountId, event, body, async () => created(await createEstimateV1(caller, body))),
);
