import { pausedMailResponse } from '@shared/mail/schemas/mail-health.js';
import { route } from '../../../platform/route.js';
import { pausedMailAccounts } from '../../service/mail-health.js';

/** GET /api/admin/paused-mail — operators: the accounts whose customer mail is paused for bounces or complaints. */
export const handler = route({ auth: 'users.read', response: pausedMailResponse }, async () =>
  pausedMailAccounts(),
);
