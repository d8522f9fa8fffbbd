/**
 * The partner application (docs/product.md#public-site): the form as typed, the API payload built
 * from it and the answer, with the mapping from the form to the payload.
 */
import * as z from '../../kernel/zod.js';
import { formatNumber, keysOf } from '../../kernel/format.js';
import { PARTNER_TERMS, type PartnerType } from '../../kernel/plans.js';
import { email, keyOf, optionalText, requiredText } from '../../kernel/schemas/common.js';
import {
  additionalComments,
  BUSINESS_TYPES,
  channelKey,
  parseTypedInteger,
  salesCycle,
  yearsInBusiness,
  type BusinessType,
} from '../partner-application.js';
import { HONEYPOT_FIELD, honeypot, phone } from './public-forms.js';

const partnerTypes = keysOf(PARTNER_TERMS);
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

/** The form's fields as typed (all text; selects hold their option values). */
export type PartnerApplicationForm = Omit<PartnerApplicationFormInput, typeof HONEYPOT_FIELD>;

/** An empty form. */
export const EMPTY_PARTNER_FORM: PartnerApplicationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  website: '',
  companySize: '',
  yearEstablished: '',
  businessType: '',
  partnerType: '',
  targetMarket: '',
  roofingExperience: '',
  salesExperience: '',
  currentCustomers: '',
  monthlyLeads: '',
  marketingChannels: [],
  revenueGoals: '',
  whyPartner: '',
  additionalInfo: '',
  salesApproach: '',
  techExperience: '',
};

/** Maps the partner form to the spec's API payload (docs/product.md#public-site). */
export function toPartnerApplicationPayload(
  form: PartnerApplicationForm,
  now = new Date(),
): PartnerApplicationRequest {
  const businessType = BUSINESS_TYPES[form.businessType as BusinessType] ?? BUSINESS_TYPES.other;
  const monthlyLeads = parseTypedInteger(form.monthlyLeads);
  const customers = parseTypedInteger(form.currentCustomers);
  const experience = form.roofingExperience
    ? `${form.roofingExperience} years in the roofing industry`
    : 'roofing experience not specified';
  const tech = form.techExperience.trim().toLowerCase();
  const comments = additionalComments(form);
  return {
    company_name: form.companyName.trim(),
    company_website: form.website.trim() || undefined,
    company_size: form.companySize || undefined,
    years_in_business: yearsInBusiness(form.yearEstablished, now.getFullYear()),
    industry_type: businessType.industry,
    business_description: `${businessType.label}, ${experience}.`,
    primary_contact_name: `${form.firstName.trim()} ${form.lastName.trim()}`.trim(),
    primary_contact_email: form.email.trim(),
    primary_contact_phone: form.phone.trim(),
    primary_contact_title: 'Partner Applicant',
    partner_type: form.partnerType as PartnerType,
    expected_monthly_referrals: monthlyLeads !== undefined && monthlyLeads > 0 ? monthlyLeads : 1,
    target_market: form.targetMarket.trim() || 'Not specified',
    existing_customer_base: customers !== undefined && customers > 0 ? customers : 0,
    has_development_team: tech === 'advanced',
    api_integration_experience: tech === 'intermediate' || tech === 'advanced',
    existing_software_integrations: [],
    marketing_channels: form.marketingChannels.map(channelKey).filter(Boolean),
    sales_process_description: form.salesApproach.trim() || 'Not specified',
    current_partnerships: 'Not specified',
    why_partner: form.whyPartner.trim() || undefined,
    additional_comments: comments || undefined,
    min_deal_size: null,
    average_sales_cycle: salesCycle(form.salesExperience),
    has_sales_team: monthlyLeads !== undefined && monthlyLeads > 20,
  };
}
