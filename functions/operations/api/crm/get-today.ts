import { crmTodayResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { operatorToday } from '../../service/operator-home-service.js';

/** GET /api/crm/today — the operator home: today's new submissions and the oldest unanswered. */
export const handler = route({ auth: 'users.read', response: crmTodayResponse }, async () => operatorToday());
