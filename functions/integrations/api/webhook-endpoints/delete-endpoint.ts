import { deletedResponse, endpointPath } from '@shared/integrations/schemas/webhooks.js';
import { route } from '../../../platform/route.js';
import { deleteEndpointFor } from '../../service/endpoints-service.js';

/** DELETE /api/webhook-endpoints/{id} — remove an endpoint. */
export const handler = route(
  { auth: 'integrations.manage', path: endpointPath, response: deletedResponse },
  async ({ path, caller }) => deleteEndpointFor(caller, path.id),
);
