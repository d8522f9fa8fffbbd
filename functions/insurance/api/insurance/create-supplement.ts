import { projectPath } from '@shared/jobs/schemas/projects.js';
import { createSupplementRequest, supplementResponse } from '@shared/insurance/schemas/supplement.js';
import { route } from '../../../platform/route.js';
import { createSupplementFor } from '../../service/supplement-service.js';

/** Scope lines are short; 300 of them stay well under this. */
const MAX_SUPPLEMENT_BODY_BYTES = 128 * 1024;

/** POST /api/projects/{id}/supplement — the supplement request PDF, stored in the account's documents. */
export const handler = route(
  {
    auth: 'disputes.create',
    path: projectPath,
    body: createSupplementRequest,
    response: supplementResponse,
    maxBodyBytes: MAX_SUPPLEMENT_BODY_BYTES,
  },
  async ({ path, body, caller }) => createSupplementFor(caller, path.id, body),
);
