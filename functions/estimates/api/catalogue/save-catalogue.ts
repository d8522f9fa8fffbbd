import { catalogueResponse, saveCatalogueRequest } from '@shared/estimates/schemas/catalogue.js';
import { route } from '../../../platform/route.js';
import { saveMyCatalogue } from '../../service/catalogue-service.js';

/** PUT /api/catalogue — save the account's whole catalogue. */
export const handler = route(
  { auth: 'rates.write', body: saveCatalogueRequest, response: catalogueResponse },
  async ({ body, caller }) => saveMyCatalogue(caller, body),
);
