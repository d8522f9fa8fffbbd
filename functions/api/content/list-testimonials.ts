import { testimonialsQuery, testimonialsResponse } from '../../../shared/schemas/content.js';
import { listTestimonials } from '../../lib/data/content.js';
import { publicRoute } from '../../lib/route.js';

/** GET /api/testimonials?limit= — the landing page's testimonials (default 10). */
export const handler = publicRoute(
  { query: testimonialsQuery, response: testimonialsResponse },
  async ({ query }) => listTestimonials(query.limit),
);
