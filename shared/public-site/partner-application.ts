/**
 * The partner application form (docs/product.md#public-site): its options and the pure rules the
 * mapping to the API payload is made of (the mapping itself sits with the schemas it is typed by).
 */

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

// Sales cycle by sales experience band, in the spec's order.
const SALES_CYCLES: Record<(typeof EXPERIENCE_BANDS)[number], string> = {
  '0-2': '< 30 days',
  '3-5': '1-3 months',
  '6-10': '3-6 months',
  '11+': '6+ months',
};

/** Sales cycle of a sales experience band, in the spec's words ("Not specified" when none is chosen). */
export function salesCycle(band: string): string {
  return SALES_CYCLES[band as keyof typeof SALES_CYCLES] ?? 'Not specified';
}

/** The whole number a typed field starts with, as `parseInt` reads it, or undefined. */
export function parseTypedInteger(value: string): number | undefined {
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
  const year = parseTypedInteger(yearEstablished);
  if (year === undefined || year < 1800 || year > currentYear) return 0;
  return currentYear - year;
}

/** The payload's additional comments: the monthly revenue goal, then what the person added. */
export function additionalComments(form: { revenueGoals: string; additionalInfo: string }): string {
  return [form.revenueGoals ? `Monthly revenue goal: $${form.revenueGoals}` : '', form.additionalInfo.trim()]
    .filter(Boolean)
    .join('\n');
}

/** The fields the form cannot be sent without. */
type RequiredFields = Record<'firstName' | 'lastName' | 'email' | 'companyName' | 'partnerType', string>;

/** The submit button is enabled once these are set (docs/product.md#public-site). */
export function partnerFormReady(form: RequiredFields): boolean {
  return partnerFormMissing(form).length === 0;
}

/** The required fields still empty, named as the form labels them (shown next to the disabled submit). */
export function partnerFormMissing(form: RequiredFields): string[] {
  const missing: string[] = [];
  if (!form.firstName.trim()) missing.push('First name');
  if (!form.lastName.trim()) missing.push('Last name');
  if (!form.email.trim()) missing.push('Email');
  if (!form.companyName.trim()) missing.push('Company name');
  if (form.partnerType !== 'referral' && form.partnerType !== 'reseller') missing.push('Partner type');
  return missing;
}
