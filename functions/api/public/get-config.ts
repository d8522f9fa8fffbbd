import { publicConfigResponse } from '../../../shared/schemas/public-config.js';
import { route } from '../../lib/route.js';
import { publicConfig } from '../../lib/demo-mode.js';

/** GET /api/public/config — what the web app needs before sign-in (e.g. whether to offer the demo login). */
export const handler = route({ auth: 'public', response: publicConfigResponse }, async () => publicConfig());
