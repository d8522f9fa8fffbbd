import { createApiKeyRequest, createdApiKey } from '@shared/public-api/schemas/api-keys.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createApiKeyFor } from '../../service/api-keys-service.js';

/** POST /api/api-keys — a new key with a name and scopes; the secret is answered this once. */
export const handler = route(
  { auth: 'api-keys.manage', body: createApiKeyRequest, response: createdApiKey },
  async ({ body, caller }) => created(await createApiKeyFor(caller, body)),
);
