import {
  operatorNotificationsView,
  updateOperatorNotificationsRequest,
} from '@shared/operations/schemas/crm.js';
import { saveOperatorNotificationEmail } from '../../../public-site/index.js';
import { route } from '../../../platform/route.js';

/** PUT /api/crm/notifications {email} — change where operators are mailed (users.manage). */
export const handler = route(
  { auth: 'users.manage', body: updateOperatorNotificationsRequest, response: operatorNotificationsView },
  async ({ body, caller }) => {
    await saveOperatorNotificationEmail(body.email, { userId: caller.userId, email: caller.user.email });
    return { email: body.email };
  },
);
