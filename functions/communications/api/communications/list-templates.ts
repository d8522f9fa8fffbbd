import { templatesResponse } from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { templatesFor } from '../../service/communications-service.js';

/** GET /api/communications/templates — built-in and own templates, and the fields they may use. */
export const handler = route(
  { auth: 'communications.read', response: templatesResponse },
  async ({ caller }) => templatesFor(caller),
);
