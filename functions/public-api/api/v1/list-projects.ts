import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { listProjectsV1 } from '../../service/v1-service.js';

const { scope, query, response } = V1.listProjects;

/** GET /api/v1/projects — a page of the account's projects. */
export const handler = keyRoute({ scope, query, response: response.schema }, async ({ query, caller }) =>
  listProjectsV1(caller, query),
);
