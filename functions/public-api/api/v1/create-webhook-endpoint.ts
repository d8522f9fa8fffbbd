import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { created } from '../../../platform/respond.js';
import { keyRoute } from '../../../platform/route.js';
import { createEndpointFor } from '../../../integrations/index.js';
import { idempotently } from '../../service/idempotency.js';

const { scope, body, response } = V1.createWebhookEndpoint;

/** POST /api/v1/webhook-endpoints — a new webhook endpoint and its secret, answered this once. */
export const handler = keyRoute(
  { scope, body: body.schema, response: response.schema },
  async ({ body, caller, event }) =>
    idempotently(caller.accountId, event, body, async () => created(await createEndpointFor(caller, body))),
);
