import { scheduleQuery, weekSchedule } from '@shared/jobs/schemas/projects.js';
import { route } from '../../../platform/route.js';
import { weekScheduleFor } from '../../service/schedule-service.js';

/** GET /api/projects/schedule?week= — a week of phases by crew member. */
export const handler = route(
  { auth: 'projects.read', query: scheduleQuery, response: weekSchedule },
  async ({ query, caller }) => weekScheduleFor(caller, query.week),
);
