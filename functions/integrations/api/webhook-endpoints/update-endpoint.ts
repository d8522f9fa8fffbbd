import {
  endpointPath,
  updateEndpointRequest,
  webhookEndpoint,
} from '@shared/integrations/schemas/webhooks.js';
import { route } from '../../../platform/route.js';
import { updateEndpointFor } from '../../service/endpoints-service.js';

/** PUT /api/webhook-endpoints/{id} — change URL, events, description or switch it on/off. */
export const handler = route(
  { auth: 'integrations.manage', path: endpointPath, body: updateEndpointRequest, response: webhookEndpoint },
  async ({ path, body, caller }) => updateEndpointFor(caller, path.id, body),
);
