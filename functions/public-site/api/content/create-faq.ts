import { createFaqRequest, faq } from '@shared/public-site/schemas/content.js';
import { putFaq } from '../../data/content.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';

/** POST /api/faqs — operators add a question and answer. */
export const handler = route(
  { auth: 'users.manage', body: createFaqRequest, response: faq },
  async ({ body, caller }) =>
    created(await putFaq(body, { userId: caller.userId, email: caller.user.email })),
);
