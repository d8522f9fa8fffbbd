import { disputesSummary } from '../../../shared/schemas/disputes.js';
import { route } from '../../lib/route.js';
import { disputesSummaryFor } from '../../lib/services/disputes-service.js';

/** GET /api/disputes/dashboard/summary — the figures kept at write time. */
export const handler = route({ auth: 'disputes.read', response: disputesSummary }, async ({ caller }) =>
  disputesSummaryFor(caller),
);
