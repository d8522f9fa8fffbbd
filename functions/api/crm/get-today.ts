import { crmTodayResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { operatorToday } from '../../lib/services/operator-home-service.js';

/** GET /api/crm/today — the operator home: today's new submissions and the oldest unanswered. */
export const handler = route({ auth: 'users.read', response: crmTodayResponse }, async () => operatorToday());
