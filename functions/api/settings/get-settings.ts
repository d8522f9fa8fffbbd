import { settingsResponse } from '../../../shared/schemas/settings.js';
import { route } from '../../lib/route.js';
import { settingsFor } from '../../lib/services/settings-service.js';

/** GET /api/settings — company details, defaults and notification preferences of the account. */
export const handler = route({ auth: 'user', response: settingsResponse }, async ({ caller }) =>
  settingsFor(caller),
);
