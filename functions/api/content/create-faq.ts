import { createFaqRequest, faq } from '../../../shared/schemas/content.js';
import { putFaq } from '../../lib/data/content.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';

/** POST /api/faqs — operators add a question and answer. */
export const handler = route(
  { auth: 'users.manage', body: createFaqRequest, response: faq },
  async ({ body }) => created(await putFaq(body)),
);
