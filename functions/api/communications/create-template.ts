import { createTemplateRequest, messageTemplate } from '../../../shared/schemas/communications.js';
import { route } from '../../lib/route.js';
import { createTemplateFor } from '../../lib/services/communications-service.js';

/** POST /api/communications/templates — save a template; unknown fields or script-like text → 400. */
export const handler = route(
  { auth: 'estimates.write', body: createTemplateRequest, response: messageTemplate },
  async ({ body, caller }) => createTemplateFor(caller, body),
);
