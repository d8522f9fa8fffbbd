import { deliveryPath, redeliverResponse } from '@shared/integrations/schemas/webhooks.js';
import { accepted } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { redeliverFor } from '../../service/endpoints-service.js';

/** POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver — send the same event id again (202). */
export const handler = route(
  { auth: 'integrations.manage', path: deliveryPath, response: redeliverResponse },
  async ({ path, caller }) => accepted(await redeliverFor(caller, path.id, path.deliveryId)),
);
