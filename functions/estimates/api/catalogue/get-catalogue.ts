import { catalogueResponse } from '@shared/estimates/schemas/catalogue.js';
import { route } from '../../../platform/route.js';
import { getMyCatalogue } from '../../service/catalogue-service.js';

/** GET /api/catalogue — the account's catalogue (the default one, `is_default: true`, until saved). */
export const handler = route({ auth: 'rates.read', response: catalogueResponse }, async ({ caller }) =>
  getMyCatalogue(caller),
);
