import * as z from '../../kernel/zod.js';
import { requiredText } from '../../kernel/schemas/common.js';

/** Default and largest page of GET /api/testimonials (docs/product.md#public-site). */
export const TESTIMONIALS_DEFAULT_LIMIT = 10;
export const TESTIMONIALS_MAX_LIMIT = 50;

/** A testimonial as the API returns it (docs/product.md#public-site). */
export const testimonial = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  quote: z.string(),
  rating: z.number(),
});
export type Testimonial = z.infer<typeof testimonial>;

/** GET /api/testimonials answer. */
export const testimonialsResponse = z.array(testimonial);

/** POST /api/testimonials (operators). */
export const createTestimonialRequest = z.strictObject({
  name: requiredText('Name'),
  company: requiredText('Company', 150),
  quote: requiredText('Quote', 1000),
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .check(
      z.int('Rating must be a whole number'),
      z.gte(1, 'Rating must be at least 1'),
      z.lte(5, 'Rating must be at most 5'),
    ),
});
export type CreateTestimonialRequest = z.infer<typeof createTestimonialRequest>;

/** GET /api/testimonials query. */
export const testimonialsQuery = z.object({
  limit: z.pipe(
    z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), TESTIMONIALS_DEFAULT_LIMIT),
    z.transform((value) => Math.min(value, TESTIMONIALS_MAX_LIMIT)),
  ),
});

/** A FAQ category: a lower-case slug such as `pricing`. */
export const faqCategory = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'Category must be a lower-case word such as pricing'),
  );

/** A FAQ as the API returns it (docs/product.md#public-site). */
export const faq = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.string(),
});
export type Faq = z.infer<typeof faq>;

/** GET /api/faqs answer. */
export const faqsResponse = z.array(faq);

/** POST /api/faqs (operators). */
export const createFaqRequest = z.strictObject({
  question: requiredText('Question', 300),
  answer: requiredText('Answer', 3000),
  category: faqCategory,
});
export type CreateFaqRequest = z.infer<typeof createFaqRequest>;

/** GET /api/faqs query: an optional category. */
export const faqsQuery = z.object({ category: z.optional(faqCategory) });
