import { reportQuery, reportResponse } from '../../../shared/schemas/reports.js';
import { route } from '../../lib/route.js';
import { reportFor } from '../../lib/services/reports-service.js';

/** GET /api/reports?from=&to= — the account's figures over a range of months, from write-time counters. */
export const handler = route(
  { auth: 'reports.read', query: reportQuery, response: reportResponse },
  async ({ query, caller }) => reportFor(caller, query),
);
