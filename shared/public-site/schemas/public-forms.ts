import * as z from '../../kernel/zod.js';
import { formatNumber } from '../../kernel/format.js';
import { additionalComments } from '../partner-application.js';
import { PARTNER_TERMS } from '../../kernel/plans.js';
import { email, keyOf, optionalText, requiredText } from '../../kernel/schemas/common.js';

/**
 * The honeypot field of every public form: hidden from people and screen readers, so only bots fill
 * it. A filled one gets the normal answer while nothing is stored or sent.
 */
export const HONEYPOT_FIELD = 'homepage';
// Blank becomes undefined, so an empty trap is left out of what a form sends.
const honeypot = z.pipe(
  z.optional(z.string().check(z.maxLength(2000))),
  z.transform((value) => value || undefined),
);

/** True when a bot filled the honeypot. */
export function isBotSubmission(body: { homepage?: string }): boolean {
  return Boolean(body.homepage?.trim());
}

const phone = requiredText('Phone', 30);

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

const partnerTypes = Object.keys(PARTNER_TERMS) as ['referral', 'reseller'];
const MAX_ADDITIONAL_COMMENTS = 3000;

/** POST /api/partners/apply: the spec's payload (docs/product.md#public-site), built from the form by `toPartnerApplicationPayload`. */
export const partnerApplicationRequest = z.strictObject({
  company_name: requiredText('Company name', 150),
  company_website: z.pipe(
    optionalText('Website', 300),
    z.optional(z.url({ error: 'Please enter a valid website address' })),
  ),
  company_size: optionalText('Company size', 20),
  years_in_business: z.number().check(z.int(), z.gte(0), z.lte(200)),
  industry_type: z.enum(['Roofing Contractor', 'Consultant', 'Software Vendor', 'Sales Agency', 'Other']),
  business_description: requiredText('Business description', 2000),
  primary_contact_name: requiredText('Name', 201),
  primary_contact_email: email,
  primary_contact_phone: phone,
  primary_contact_title: requiredText('Title', 100),
  partner_type: keyOf(PARTNER_TERMS, 'Partner type must be referral or reseller'),
  expected_monthly_referrals: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  target_market: requiredText('Target market', 500),
  existing_customer_base: z.number().check(z.int(), z.gte(0), z.lte(10_000_000)),
  has_development_team: z.boolean(),
  api_integration_experience: z.boolean(),
  existing_software_integrations: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
    .check(z.maxLength(20)),
  marketing_channels: z
    .array(z.string().check(z.regex(/^[a-z_]{1,40}$/, 'Unknown marketing channel')))
    .check(z.maxLength(20)),
  sales_process_description: requiredText('Sales process', 2000),
  current_partnerships: requiredText('Current partnerships', 1000),
  why_partner: optionalText('Why partner', 3000),
  additional_comments: optionalText('Additional comments', MAX_ADDITIONAL_COMMENTS),
  min_deal_size: z.nullable(z.number().check(z.gte(0))),
  average_sales_cycle: requiredText('Sales cycle', 30),
  has_sales_team: z.boolean(),
  [HONEYPOT_FIELD]: honeypot,
});
export type PartnerApplicationRequest = z.input<typeof partnerApplicationRequest>;
export type PartnerApplication = z.output<typeof partnerApplicationRequest>;

const WHOLE_NUMBER = /^\d+$/;

/** A whole number typed into a form (or left blank) within bounds, e.g. "Leads per month". */
function wholeNumberText(label: string, max: number) {
  return z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (WHOLE_NUMBER.test(value) && Number(value) <= max),
      `${label} must be a whole number from 0 to ${formatNumber(max)}`,
    ),
  );
}

/** A year typed into a form (or left blank) from 1900 to this year. */
const yearText = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    const thisYear = new Date().getFullYear();
    const year = Number(value);
    if (value && !(WHOLE_NUMBER.test(value) && year >= 1900 && year <= thisYear))
      ctx.addIssue({ code: 'custom', message: `Year established must be between 1900 and ${thisYear}` });
  }),
);

/** Free text typed into a form, at most `max` characters once trimmed (blank allowed). */
function textUpTo(label: string, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/**
 * The partner application form as typed (docs/product.md#public-site): every rule the
 * payload built from it must meet is checked here against the field the person typed, so the page
 * shows each problem under its field and never sends an application the API would refuse.
 */
export const partnerApplicationForm = z
  .object({
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    email,
    phone,
    companyName: requiredText('Company name', 150),
    website: textUpTo('Website', 300).check(
      z.refine(
        (value) => value === '' || z.url().safeParse(value).success,
        'Please enter a valid website address',
      ),
    ),
    companySize: z.string(),
    yearEstablished: yearText,
    businessType: z.string(),
    partnerType: z
      .enum(['', ...partnerTypes])
      .check(z.refine((value) => value !== '', 'Partner type must be referral or reseller')),
    targetMarket: textUpTo('Target market', 500),
    roofingExperience: z.string(),
    salesExperience: z.string(),
    currentCustomers: wholeNumberText('Current customers', 10_000_000),
    monthlyLeads: wholeNumberText('Leads per month', 100_000),
    marketingChannels: z.array(z.string()),
    revenueGoals: z.string(),
    whyPartner: textUpTo('Why partner', 3000),
    additionalInfo: z.string(),
    /** No input on the form (docs/product.md#public-site); kept so the mapping is complete. */
    salesApproach: z.string(),
    /** No input on the form (docs/product.md#public-site). */
    techExperience: z.string(),
    [HONEYPOT_FIELD]: honeypot,
  })
  .check(
    z.superRefine((form, ctx) => {
      // The answer and the revenue goal travel together as the payload's additional comments.
      if (additionalComments(form).length > MAX_ADDITIONAL_COMMENTS)
        ctx.addIssue({
          code: 'custom',
          path: ['additionalInfo'],
          message: `Additional comments must be at most ${MAX_ADDITIONAL_COMMENTS} characters`,
        });
    }),
  );
export type PartnerApplicationFormInput = z.input<typeof partnerApplicationForm>;

/** Answer of POST /api/partners/apply (docs/product.md#public-site). */
export const partnerApplicationResponse = z.object({
  id: z.string(),
  /** The number to quote (PA-1001); absent when the application was not stored. */
  application_number: z.optional(z.string()),
  message: z.string(),
  status: z.string(),
  estimated_review_time: z.string(),
  next_steps: z.array(z.string()),
});
export type PartnerApplicationResponse = z.infer<typeof partnerApplicationResponse>;

/** GDPR rights a request can be about. */
export const GDPR_REQUEST_TYPES = {
  access: 'Right of access',
  rectification: 'Right to rectification',
  erasure: 'Right to erasure',
  portability: 'Right to data portability',
  objection: 'Right to object',
} as const;
export type GdprRequestType = keyof typeof GDPR_REQUEST_TYPES;

/** The spec's confirmation of a GDPR request (docs/product.md#public-site). */
export const GDPR_SUBMITTED_MESSAGE = 'GDPR request submitted. We will respond within 30 days.';

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
