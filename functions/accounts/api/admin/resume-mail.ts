import { messageResponse } from '@shared/accounts/schemas/auth.js';
import { pausedMailPath } from '@shared/mail/schemas/mail-health.js';
import { route } from '../../../platform/route.js';
import { resumeMail } from '../../service/mail-health.js';

/** DELETE /api/admin/paused-mail/{id} — operators: lift an account's mail pause after review. */
export const handler = route(
  { auth: 'users.manage', path: pausedMailPath, response: messageResponse },
  async ({ path, caller }) => resumeMail(path.id, { userId: caller.userId, email: caller.user.email }),
);
