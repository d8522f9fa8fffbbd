import { crmStatsResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { crmStats } from '../../service/crm-service.js';

/** GET /api/crm/stats — the stat cards of every CRM tab (operators, users.read). */
export const handler = route({ auth: 'users.read', response: crmStatsResponse }, async () => crmStats());
