import {
  operatorNotificationsView,
  updateOperatorNotificationsRequest,
} from '../../../shared/schemas/crm.js';
import { saveOperatorNotificationEmail } from '../../lib/data/operator-notifications.js';
import { route } from '../../lib/route.js';

/** PUT /api/crm/notifications {email} — change where operators are mailed (users.manage). */
export const handler = route(
  { auth: 'users.manage', body: updateOperatorNotificationsRequest, response: operatorNotificationsView },
  async ({ body, caller }) => {
    await saveOperatorNotificationEmail(body.email, caller.userId);
    return { email: body.email };
  },
);
