import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { getProjectV1 } from '../../service/v1-service.js';

const { scope, params, response } = V1.getProject;

/** GET /api/v1/projects/{id} — one project. */
export const handler = keyRoute(
  { scope, path: params, response: response.schema },
  async ({ path, caller }) => getProjectV1(caller, path.id),
);
