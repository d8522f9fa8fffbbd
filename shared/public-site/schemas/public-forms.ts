import * as z from '../../kernel/zod.js';
import { email, keyOf, optionalText, requiredText } from '../../kernel/schemas/common.js';

/**
 * The honeypot field of every public form: hidden from people and screen readers, so only bots fill
 * it. A filled one gets the normal answer while nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'homepage';
/** The honeypot input: blank becomes undefined, so an empty trap is left out of what a form sends. */
export const honeypot = z.pipe(
  z.optional(z.string().check(z.maxLength(2000))),
  z.transform((value) => value || undefined),
);

/** True when a bot filled the honeypot. */
export function isBotSubmission(body: { homepage?: string }): boolean {
  return Boolean(body.homepage?.trim());
}

/** A phone number typed into a form. */
export const phone = requiredText('Phone', 30);

/** Where a lead came from (docs/product.md#public-site). */
export const LEAD_SOURCES = ['presale_popup', 'early_access_page'] as const;
/** What a lead is interested in. */
export const LEAD_INTERESTS = ['early_access', 'beta_tester'] as const;

/** Notes stored with a lead; applying for a beta tester spot says so. */
export function leadNotes(betaTester: boolean, source: (typeof LEAD_SOURCES)[number]): string {
  if (betaTester) return 'Applied for a beta tester spot (free beta, limited seats). Wants early access.';
  return source === 'presale_popup'
    ? 'Requested presale pricing from the landing page popup.'
    : 'Signed up for early access.';
}

/**
 * POST /api/leads (docs/product.md#public-site). Interests are ['early_access'] or ['early_access', 'beta_tester'];
 * only the early-access page offers the beta tester spot.
 */
export const leadRequest = z
  .strictObject({
    first_name: requiredText('First name'),
    last_name: requiredText('Last name'),
    email,
    phone,
    company: optionalText('Company', 120),
    source: z.enum(LEAD_SOURCES, { error: 'Unknown lead source' }),
    interests: z
      .array(z.enum(LEAD_INTERESTS, { error: 'Unknown interest' }))
      .check(z.minLength(1, 'Choose at least one interest'), z.maxLength(2)),
    notes: optionalText('Notes', 1000),
    [HONEYPOT_FIELD]: honeypot,
  })
  .check(
    z.superRefine((lead, ctx) => {
      const interests = new Set(lead.interests);
      if (!interests.has('early_access') || interests.size !== lead.interests.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['interests'],
          message: "Interests must be ['early_access'] or ['early_access', 'beta_tester']",
        });
      }
      if (interests.has('beta_tester') && lead.source !== 'early_access_page') {
        ctx.addIssue({
          code: 'custom',
          path: ['interests'],
          message: 'Beta tester spots are offered on the early access page only',
        });
      }
    }),
  );
export type LeadRequest = z.input<typeof leadRequest>;

/** Answer of POST /api/leads. */
export const leadResponse = z.object({ id: z.string(), message: z.string() });
export type LeadResponse = z.infer<typeof leadResponse>;

/** The lead form fields a person types (popup and early-access page). */
export const leadForm = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email,
  phone,
  company: optionalText('Company', 120),
  /** The early-access page's "Apply for a beta tester spot". */
  beta_tester: z.boolean(),
  [HONEYPOT_FIELD]: honeypot,
});
export type LeadFormOutput = z.output<typeof leadForm>;

/** Reasons of the contact form (docs/product.md#public-site) with their labels. */
export const CONTACT_REASONS = {
  product_inquiry: 'Product inquiry',
  pricing_information: 'Pricing information',
  partnership: 'Partnership',
  technical_support: 'Technical support',
  demo_request: 'Demo request',
  feedback: 'Feedback',
  other: 'Other',
} as const;
export type ContactReason = keyof typeof CONTACT_REASONS;

/** POST /api/contact/submit: the contact form in camelCase (docs/product.md#public-site). */
export const contactRequest = z.strictObject({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email,
  companyName: optionalText('Company name', 120),
  city: requiredText('City'),
  phone,
  reason: keyOf(CONTACT_REASONS, 'Please choose a reason'),
  comments: optionalText('Comments', 5000),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactOutput = z.output<typeof contactRequest>;

/** Answer of POST /api/contact/submit. */
export const contactResponse = z.object({ id: z.string(), reference_id: z.string(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

/** The person-facing reference of a stored submission: the last 8 characters of its id. */
export function referenceId(id: string): string {
  return `RL-${id.slice(-8).toUpperCase()}`;
}

/** GDPR rights a request can be about. */
export const GDPR_REQUEST_TYPES = {
  access: 'Right of access',
  rectification: 'Right to rectification',
  erasure: 'Right to erasure',
  portability: 'Right to data portability',
  objection: 'Right to object',
} as const;
export type GdprRequestType = keyof typeof GDPR_REQUEST_TYPES;

/**
 * The answer to a GDPR request: the spec's sentence, plus the email confirmation it now waits for
 * (docs/decisions.md "GDPR requests are confirmed by email; erasure is an operator action").
 */
export const GDPR_SUBMITTED_MESSAGE =
  'GDPR request submitted. Check your email and confirm the request with the link we sent; we will respond within 30 days.';

/** POST /api/gdpr/requests: the GDPR form (docs/product.md#public-site). */
export const gdprRequest = z.strictObject({
  requestType: keyOf(GDPR_REQUEST_TYPES, 'Please choose a request type'),
  fullName: requiredText('Full name', 200),
  email,
  requestDetails: optionalText('Request details', 5000),
  verificationMethod: z.enum(['email', 'account'], { error: 'Choose how we verify your identity' }),
  [HONEYPOT_FIELD]: honeypot,
});
export type GdprRequestBody = z.input<typeof gdprRequest>;

/** Answer of POST /api/gdpr/requests. */
export const gdprResponse = z.object({
  id: z.string(),
  reference_id: z.string(),
  message: z.string(),
  respond_by: z.string(),
});
export type GdprResponse = z.infer<typeof gdprResponse>;

/** `{id}` of POST /api/gdpr/requests/{id}/confirm. */
export const gdprConfirmPath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** POST /api/gdpr/requests/{id}/confirm body: the token of the mailed link. */
export const gdprConfirmRequest = z.strictObject({
  token: z
    .string({ error: 'Token is required' })
    .check(z.minLength(1, 'Token is required'), z.maxLength(256)),
});

/** Answer of POST /api/gdpr/requests/{id}/confirm. */
export const gdprConfirmResponse = z.object({ message: z.string(), reference_id: z.string() });
export type GdprConfirmResponse = z.infer<typeof gdprConfirmResponse>;
