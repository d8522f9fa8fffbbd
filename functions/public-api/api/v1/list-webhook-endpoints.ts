import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { listEndpointsFor } from '../../../integrations/index.js';

const { scope, response } = V1.listWebhookEndpoints;

/** GET /api/v1/webhook-endpoints — the account's webhook endpoints. */
export const handler = keyRoute({ scope, response: response.schema }, async ({ caller }) =>
  listEndpointsFor(caller),
);
