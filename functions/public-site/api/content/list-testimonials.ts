import { testimonialsQuery, testimonialsResponse } from '@shared/public-site/schemas/content.js';
import { listTestimonials } from '../../data/content.js';
import { publicRoute } from '../../../platform/route.js';

/** GET /api/testimonials?limit= — the landing page's testimonials (default 10). */
export const handler = publicRoute(
  { query: testimonialsQuery, response: testimonialsResponse },
  async ({ query }) => listTestimonials(query.limit),
);
