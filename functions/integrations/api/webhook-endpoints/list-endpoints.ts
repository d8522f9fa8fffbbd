import { endpointList } from '@shared/integrations/schemas/webhooks.js';
import { route } from '../../../platform/route.js';
import { listEndpointsFor } from '../../service/endpoints-service.js';

/** GET /api/webhook-endpoints — the account's webhook endpoints (admins). */
export const handler = route({ auth: 'integrations.manage', response: endpointList }, async ({ caller }) =>
  listEndpointsFor(caller),
);
