import { publicConfigResponse } from '../../../shared/schemas/public-config.js';
import { publicRoute } from '../../lib/route.js';
import { publicConfig } from '../../lib/demo-mode.js';

/** GET /api/public/config — what the web app needs before sign-in (e.g. whether to offer the demo login). */
export const handler = publicRoute({ response: publicConfigResponse }, async () => publicConfig());
