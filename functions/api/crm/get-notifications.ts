import { operatorNotificationsView } from '../../../shared/schemas/crm.js';
import { getOperatorNotificationEmail } from '../../lib/data/operator-notifications.js';
import { route } from '../../lib/route.js';

/** GET /api/crm/notifications — where operators are mailed about new submissions. */
export const handler = route({ auth: 'users.read', response: operatorNotificationsView }, async () => ({
  email: await getOperatorNotificationEmail(),
}));
