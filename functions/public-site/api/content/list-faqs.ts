import { faqsQuery, faqsResponse } from '@shared/public-site/schemas/content.js';
import { listFaqs } from '../../data/content.js';
import { publicRoute } from '../../../platform/route.js';

/** GET /api/faqs?category= — the FAQ, all of it or one category. */
export const handler = publicRoute({ query: faqsQuery, response: faqsResponse }, async ({ query }) =>
  listFaqs(query.category),
);
