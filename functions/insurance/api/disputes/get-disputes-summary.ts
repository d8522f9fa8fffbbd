import { disputesSummary } from '@shared/insurance/schemas/disputes.js';
import { route } from '../../../platform/route.js';
import { disputesSummaryFor } from '../../service/disputes-service.js';

/** GET /api/disputes/dashboard/summary — the figures kept at write time. */
export const handler = route({ auth: 'disputes.read', response: disputesSummary }, async ({ caller }) =>
  disputesSummaryFor(caller),
);
