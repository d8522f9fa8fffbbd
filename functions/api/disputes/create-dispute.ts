import { createDisputeRequest, dispute } from '../../../shared/schemas/disputes.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';
import { createDisputeFor } from '../../lib/services/disputes-service.js';

/** POST /api/disputes — file a dispute on one of the account's projects. */
export const handler = route(
  { auth: 'disputes.create', body: createDisputeRequest, response: dispute },
  async ({ body, caller }) => created(await createDisputeFor(caller, body)),
);
