import { createTestimonialRequest, testimonial } from '../../../shared/schemas/content.js';
import { putTestimonial } from '../../lib/data/content.js';
import { created } from '../../lib/respond.js';
import { route } from '../../lib/route.js';

/** POST /api/testimonials — operators add a testimonial. */
export const handler = route(
  { auth: 'users.manage', body: createTestimonialRequest, response: testimonial },
  async ({ body }) => created(await putTestimonial(body)),
);
