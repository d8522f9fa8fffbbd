import { createTemplateRequest, messageTemplate } from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { createTemplateFor } from '../../service/communications-service.js';

/** POST /api/communications/templates — save a template; unknown fields or script-like text → 400. */
export const handler = route(
  { auth: 'estimates.write', body: createTemplateRequest, response: messageTemplate },
  async ({ body, caller }) => createTemplateFor(caller, body),
);
