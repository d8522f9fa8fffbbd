import { V1 } from '@shared/public-api/schemas/endpoints.js';
import { openApiDocument } from '@shared/public-api/schemas/openapi.js';
import { config } from '../../../platform/config.js';
import { Reply } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';

// Built once per cold start: it depends on nothing but the code and the site's origin.
const document = openApiDocument({ origin: new URL(config.APP_URL).origin });

/** GET /api/v1/openapi.json — the OpenAPI 3.1 document of the public API (no key needed). */
export const handler = publicRoute(
  { response: V1.openApi.response.schema },
  async () => new Reply(200, document, { 'cache-control': 'public, max-age=300' }),
);
