import { faqsQuery, faqsResponse } from '../../../shared/schemas/content.js';
import { listFaqs } from '../../lib/data/content.js';
import { publicRoute } from '../../lib/route.js';

/** GET /api/faqs?category= — the FAQ, all of it or one category. */
export const handler = publicRoute({ query: faqsQuery, response: faqsResponse }, async ({ query }) =>
  listFaqs(query.category),
);
