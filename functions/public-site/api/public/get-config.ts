import { publicConfigResponse } from '@shared/kernel/schemas/public-config.js';
import { publicRoute } from '../../../platform/route.js';
import { publicConfig } from '../../../platform/demo-mode.js';

/** GET /api/public/config — what the web app needs before sign-in (e.g. whether to offer the demo login). */
export const handler = publicRoute({ response: publicConfigResponse }, async () => publicConfig());
