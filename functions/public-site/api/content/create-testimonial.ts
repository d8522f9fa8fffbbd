import { createTestimonialRequest, testimonial } from '@shared/public-site/schemas/content.js';
import { putTestimonial } from '../../data/content.js';
import { created } from '../../../platform/respond.js';
import { route } from '../../../platform/route.js';

/** POST /api/testimonials — operators add a testimonial. */
export const handler = route(
  { auth: 'users.manage', body: createTestimonialRequest, response: testimonial },
  async ({ body, caller }) =>
    created(await putTestimonial(body, { userId: caller.userId, email: caller.user.email })),
);
