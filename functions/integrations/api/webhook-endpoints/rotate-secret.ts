import { endpointPath, endpointWithSecret } from '@shared/integrations/schemas/webhooks.js';
import { route } from '../../../platform/route.js';
import { rotateSecretFor } from '../../service/endpoints-service.js';

/** POST /api/webhook-endpoints/{id}/rotate-secret — a new secret, shown once; the old one stops at once. */
export const handler = route(
  { auth: 'integrations.manage', path: endpointPath, response: endpointWithSecret },
  async ({ path, caller }) => rotateSecretFor(caller, path.id),
);
