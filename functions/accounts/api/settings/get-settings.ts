import { settingsResponse } from '@shared/accounts/schemas/settings.js';
import { route } from '../../../platform/route.js';
import { settingsFor } from '../../service/settings-service.js';

/** GET /api/settings — company details, defaults and notification preferences of the account. */
export const handler = route({ auth: 'user', response: settingsResponse }, async ({ caller }) =>
  settingsFor(caller),
);
