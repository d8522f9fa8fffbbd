import { crmStatsResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { crmStats } from '../../lib/services/crm-service.js';

/** GET /api/crm/stats — the stat cards of every CRM tab (operators, users.read). */
export const handler = route({ auth: 'users.read', response: crmStatsResponse }, async () => crmStats());
