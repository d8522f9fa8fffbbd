import { reportQuery, reportResponse } from '@shared/jobs/schemas/reports.js';
import { route } from '../../../platform/route.js';
import { reportFor } from '../../service/reports-service.js';

/** GET /api/reports?from=&to= — the account's figures over a range of months, from write-time counters. */
export const handler = route(
  { auth: 'reports.read', query: reportQuery, response: reportResponse },
  async ({ query, caller }) => reportFor(caller, query),
);
