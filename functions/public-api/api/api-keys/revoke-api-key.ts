import { apiKeyPath, revokedApiKey } from '@shared/public-api/schemas/api-keys.js';
import { route } from '../../../platform/route.js';
import { revokeApiKeyFor } from '../../service/api-keys-service.js';

/** DELETE /api/api-keys/{id} — revoke a key: refused from the next request on. */
export const handler = route(
  { auth: 'api-keys.manage', path: apiKeyPath, response: revokedApiKey },
  async ({ path, caller }) => revokeApiKeyFor(caller, path.id),
);
