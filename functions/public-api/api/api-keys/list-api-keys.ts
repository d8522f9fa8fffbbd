import { apiKeysResponse } from '@shared/public-api/schemas/api-keys.js';
import { route } from '../../../platform/route.js';
import { listApiKeysFor } from '../../service/api-keys-service.js';

/** GET /api/api-keys — the account's API keys (never their secrets), this month's calls, the plan's API access. */
export const handler = route({ auth: 'api-keys.manage', response: apiKeysResponse }, async ({ caller }) =>
  listApiKeysFor(caller),
);
