import { apiKeyPath, createdApiKey } from '@shared/public-api/schemas/api-keys.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { rotateApiKeyFor } from '../../service/api-keys-service.js';

/** POST /api/api-keys/{id}/rotate — a replacement key (secret answered once); the old one works for the overlap. */
export const handler = route(
  { auth: 'api-keys.manage', path: apiKeyPath, response: createdApiKey },
  async ({ path, caller }) => created(await rotateApiKeyFor(caller, path.id)),
);
