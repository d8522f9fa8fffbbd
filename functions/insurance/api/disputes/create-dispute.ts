import { createDisputeRequest, dispute } from '@shared/insurance/schemas/disputes.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';
import { createDisputeFor } from '../../service/disputes-service.js';

/** POST /api/disputes — file a dispute on one of the account's projects. */
export const handler = route(
  { auth: 'disputes.create', body: createDisputeRequest, response: dispute },
  async ({ body, caller }) => created(await createDisputeFor(caller, body)),
);
