import { deliveryList, endpointPath } from '@shared/integrations/schemas/webhooks.js';
import { route } from '../../../platform/route.js';
import { listDeliveriesFor } from '../../service/endpoints-service.js';

/** GET /api/webhook-endpoints/{id}/deliveries — the endpoint's delivery log, newest first. */
export const handler = route(
  { auth: 'integrations.manage', path: endpointPath, response: deliveryList },
  async ({ path, caller }) => listDeliveriesFor(caller, path.id),
);
