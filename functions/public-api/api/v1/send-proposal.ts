import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { created } from '../../../platform/respond.js';
import { keyRoute } from '../../../platform/route.js';
import { idempotently } from '../../service/idempotency.js';
import { sendProposalV1 } from '../../service/v1-service.js';

const { scope, params, body, response } = V1.sendProposal;

/** POST /api/v1/estimates/{id}/proposal — the estimate's proposal, its link mailed to the homeowner. */
export const handler = keyRoute(
  { scope, path: params, body: body.schema, response: response.schema },
  async ({ path, body, caller, event }) =>
    idempotently(caller.accountId, event, body, async () =>
      created(await sendProposalV1(caller, path.id, body)),
    ),
);
