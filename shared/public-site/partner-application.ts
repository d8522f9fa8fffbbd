/**
 * The partner application form (docs/product.md#public-site) and its pure mapping to the API
 * payload (docs/product.md#public-site).
 */
import type {
  HONEYPOT_FIELD,
  PartnerApplicationFormInput,
  PartnerApplicationRequest,
} from './schemas/public-forms.js';
import type { PartnerType } from '../kernel/plans.js';

/** Select options (docs/product.md#public-site). */
export const COMPANY_SIZES = ['1-5', '6-20', '21-50', '51+'] as const;
export const EXPERIENCE_BANDS = ['0-2', '3-5', '6-10', '11+'] as const;
export const REVENUE_GOALS = ['1000-2500', '2500-5000', '5000-10000', '10000+'] as const;
export const MARKETING_CHANNELS = [
  'Email Marketing',
  'Social Media',
  'Trade Shows',
  'Direct Sales',
  'Referral Network',
  'Content Marketing',
  'Paid Advertising',
  'Partnerships',
  'Other',
] as const;

/** Business types of the form and the industry_type each maps to. */
export const BUSINESS_TYPES = {
  'roofing-contractor': { label: 'Roofing Contractor', industry: 'Roofing Contractor' },
  consultant: { label: 'Consultant', industry: 'Consultant' },
  'software-company': { label: 'Software Company', industry: 'Software Vendor' },
  'marketing-agency': { label: 'Marketing Agency', industry: 'Sales Agency' },
  other: { label: 'Other', industry: 'Other' },
} as const;
export type BusinessType = keyof typeof BUSINESS_TYPES;

/** Sales cycle by sales experience band, in the spec's order. */
const SALES_CYCLES: Record<(typeof EXPERIENCE_BANDS)[number], string> = {
  '0-2': '< 30 days',
  '3-5': '1-3 months',
  '6-10': '3-6 months',
  '11+': '6+ months',
};

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

function integer(value: string): number | undefined {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** "Email Marketing" → "email_marketing". */
export function channelKey(channel: string): string {
  return channel
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Years in business: current year minus year established, or 0 when missing, invalid or in the future. */
export function yearsInBusiness(yearEstablished: string, currentYear: number): number {
  const year = integer(yearEstablished);
  if (year === undefined || year < 1800 || year > currentYear) return 0;
  return currentYear - year;
}

/** The payload's additional comments: the monthly revenue goal, then what the person added. */
export function additionalComments(
  form: Pick<PartnerApplicationForm, 'revenueGoals' | 'additionalInfo'>,
): string {
  return [form.revenueGoals ? `Monthly revenue goal: $${form.revenueGoals}` : '', form.additionalInfo.trim()]
    .filter(Boolean)
    .join('\n');
}

/** Maps the partner form to the spec's API payload (docs/product.md#public-site). */
export function toPartnerApplicationPayload(
  form: PartnerApplicationForm,
  now = new Date(),
): PartnerApplicationRequest {
  const businessType = BUSINESS_TYPES[form.businessType as BusinessType] ?? BUSINESS_TYPES.other;
  const monthlyLeads = integer(form.monthlyLeads);
  const customers = integer(form.currentCustomers);
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
    average_sales_cycle: SALES_CYCLES[form.salesExperience as keyof typeof SALES_CYCLES] ?? 'Not specified',
    has_sales_team: monthlyLeads !== undefined && monthlyLeads > 20,
  };
}

/** The submit button is enabled once these are set (docs/product.md#public-site). */
export function partnerFormReady(
  form: Pick<PartnerApplicationForm, 'firstName' | 'lastName' | 'email' | 'companyName' | 'partnerType'>,
): boolean {
  return partnerFormMissing(form).length === 0;
}

/** The required fields still empty, named as the form labels them (shown next to the disabled submit). */
export function partnerFormMissing(
  form: Pick<PartnerApplicationForm, 'firstName' | 'lastName' | 'email' | 'companyName' | 'partnerType'>,
): string[] {
  const missing: string[] = [];
  if (!form.firstName.trim()) missing.push('First name');
  if (!form.lastName.trim()) missing.push('Last name');
  if (!form.email.trim()) missing.push('Email');
  if (!form.companyName.trim()) missing.push('Company name');
  if (form.partnerType !== 'referral' && form.partnerType !== 'reseller') missing.push('Partner type');
  return missing;
}
