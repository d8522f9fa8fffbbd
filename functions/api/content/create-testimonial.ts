import { createTestimonialRequest } from '../../../shared/schemas/content.js';
import { putTestimonial } from '../../lib/data/content.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';

/** POST /api/testimonials — operators add a testimonial. */
export const handler = route({ auth: 'users.manage', body: createTestimonialRequest }, async ({ body }) =>
  created(await putTestimonial(body)),
);
