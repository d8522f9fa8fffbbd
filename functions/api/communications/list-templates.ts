import { templatesResponse } from '../../../shared/schemas/communications.js';
import { route } from '../../lib/route.js';
import { templatesFor } from '../../lib/services/communications-service.js';

/** GET /api/communications/templates — built-in and own templates, and the fields they may use. */
export const handler = route(
  { auth: 'communications.read', response: templatesResponse },
  async ({ caller }) => templatesFor(caller),
);
