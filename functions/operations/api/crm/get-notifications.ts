import { operatorNotificationsView } from '@shared/operations/schemas/crm.js';
import { getOperatorNotificationEmail } from '../../../public-site/index.js';
import { route } from '../../../platform/route.js';

/** GET /api/crm/notifications — where operators are mailed about new submissions. */
export const handler = route({ auth: 'users.read', response: operatorNotificationsView }, async () => ({
  email: await getOperatorNotificationEmail(),
}));
