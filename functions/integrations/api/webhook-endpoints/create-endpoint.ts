import { createEndpointRequest, endpointWithSecret } from '@shared/integrations/schemas/webhooks.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createEndpointFor } from '../../service/endpoints-service.js';

/** POST /api/webhook-endpoints — add an endpoint; 201 with its signing secret, shown this once. */
export const handler = route(
  { auth: 'integrations.manage', body: createEndpointRequest, response: endpointWithSecret },
  async ({ body, caller }) => created(await createEndpointFor(caller, body)),
);
