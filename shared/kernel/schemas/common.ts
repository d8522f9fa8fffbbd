import { keysOf } from '../format.js';
import * as z from '../zod.js';

/** An email address, trimmed and lower-cased so one mailbox is one account. */
export const email = z.pipe(
  z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, 'Email is too long')),
    z.email({ error: 'Please enter a valid email address' }),
  ),
  z.transform((value) => value.toLowerCase()),
);

/** One of the keys of a label map (e.g. the contact form's reasons), with the message for anything else. */
export function keyOf<K extends string>(labels: Record<K, unknown>, message: string) {
  return z.enum(keysOf(labels), { error: message });
}

/** A required single-line name field. */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );
}

/** An optional single-line text field; blank becomes undefined (the spec omits empty optionals). */
export function optionalText(label: string, max = 100) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value) => (value ? value : undefined)),
  );
}

/** GET /api/health answer. */
export const healthResponse = z.object({ status: z.literal('ok'), time: z.string() });

/** The error body every API failure carries. */
export const errorBody = z.object({
  detail: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The contractor as a homeowner's pages show them (proposal portal, contract signing, document
 * signing): Settings' company details, the logo as a short-lived link.
 */
export const homeownerCompany = z.object({
  company_name: z.string(),
  logo_url: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  license_number: z.nullable(z.string()),
  brand_colour: z.nullable(z.string()),
});
export type HomeownerCompany = z.infer<typeof homeownerCompany>;
