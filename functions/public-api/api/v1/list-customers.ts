import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { keyRoute } from '../../../platform/route.js';
import { listCustomersV1 } from '../../service/v1-service.js';

const { scope, query, response } = V1.listCustomers;

/** GET /api/v1/customers — a page of the customers grouped from the account's estimates. */
export const handler = keyRoute({ scope, query, response: response.schema }, async ({ query, caller }) =>
  listCustomersV1(caller, query),
);
