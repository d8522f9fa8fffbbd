import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { deleteEndpointFor } from '../../../integrations/index.js';

const { scope, params, response } = V1.deleteWebhookEndpoint;

/** DELETE /api/v1/webhook-endpoints/{id} — the endpoint receives nothing more. */
export const handler = keyRoute(
  { scope, path: params, response: response.schema },
  async ({ path, caller }) => deleteEndpointFor(caller, path.id),
);
