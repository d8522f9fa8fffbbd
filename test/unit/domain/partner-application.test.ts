import { describe, expect, it } from 'vitest';
import {
  partnerFormMissing,
  partnerFormReady,
  yearsInBusiness,
} from '../../../shared/public-site/partner-application.js';
import {
  EMPTY_PARTNER_FORM,
  partnerApplicationForm,
  partnerApplicationRequest,
  toPartnerApplicationPayload,
  type PartnerApplicationForm,
} from '../../../shared/public-site/schemas/partner-application.js';

const now = new Date('2026-05-01T12:00:00Z');
const form: PartnerApplicationForm = {
  ...EMPTY_PARTNER_FORM,
  firstName: ' Jamie ',
  lastName: 'Ortiz',
  email: 'jamie@gulfcoast.example',
  phone: '(713) 555-0142',
  companyName: 'Gulf Coast Consultants',
  website: 'https://gulfcoast.example',
  companySize: '6-20',
  yearEstablished: '2014',
  businessType: 'software-company',
  partnerType: 'reseller',
  targetMarket: 'Residential roofers in Texas',
  roofingExperience: '6-10',
  salesExperience: '3-5',
  currentCustomers: '140',
  monthlyLeads: '25',
  marketingChannels: ['Email Marketing', 'Trade Shows', 'Paid Advertising'],
  revenueGoals: '2500-5000',
  whyPartner: 'Our clients ask for faster estimates.',
  additionalInfo: 'Available from June.',
};

describe('toPartnerApplicationPayload', () => {
  it('maps every field of the spec payload', () => {
    expect(toPartnerApplicationPayload(form, now)).toEqual({
      company_name: 'Gulf Coast Consultants',
      company_website: 'https://gulfcoast.example',
      company_size: '6-20',
      years_in_business: 12,
      industry_type: 'Software Vendor',
      business_description: 'Software Company, 6-10 years in the roofing industry.',
      primary_contact_name: 'Jamie Ortiz',
      primary_contact_email: 'jamie@gulfcoast.example',
      primary_contact_phone: '(713) 555-0142',
      primary_contact_title: 'Partner Applicant',
      partner_type: 'reseller',
      expected_monthly_referrals: 25,
      target_market: 'Residential roofers in Texas',
      existing_customer_base: 140,
      has_development_team: false,
      api_integration_experience: false,
      existing_software_integrations: [],
      marketing_channels: ['email_marketing', 'trade_shows', 'paid_advertising'],
      sales_process_description: 'Not specified',
      current_partnerships: 'Not specified',
      why_partner: 'Our clients ask for faster estimates.',
      additional_comments: 'Monthly revenue goal: $2500-5000\nAvailable from June.',
      min_deal_size: null,
      average_sales_cycle: '1-3 months',
      has_sales_team: true,
    });
  });

  it('fills the defaults when optional answers are blank', () => {
    const payload = toPartnerApplicationPayload(
      {
        ...form,
        yearEstablished: '',
        businessType: '',
        targetMarket: '',
        currentCustomers: '',
        monthlyLeads: '',
        salesExperience: '',
        website: '',
        marketingChannels: [],
        revenueGoals: '',
        additionalInfo: '',
      },
      now,
    );
    expect(payload).toMatchObject({
      years_in_business: 0,
      industry_type: 'Other',
      target_market: 'Not specified',
      existing_customer_base: 0,
      expected_monthly_referrals: 1,
      has_sales_team: false,
      company_website: undefined,
      marketing_channels: [],
      additional_comments: undefined,
      average_sales_cycle: 'Not specified',
    });
  });

  it('maps business types to industry types and sales experience to cycles', () => {
    const industry = (businessType: string) =>
      toPartnerApplicationPayload({ ...form, businessType }, now).industry_type;
    expect(
      ['roofing-contractor', 'consultant', 'software-company', 'marketing-agency', 'other'].map(industry),
    ).toEqual(['Roofing Contractor', 'Consultant', 'Software Vendor', 'Sales Agency', 'Other']);
    const cycle = (salesExperience: string) =>
      toPartnerApplicationPayload({ ...form, salesExperience }, now).average_sales_cycle;
    expect(['0-2', '3-5', '6-10', '11+'].map(cycle)).toEqual([
      '< 30 days',
      '1-3 months',
      '3-6 months',
      '6+ months',
    ]);
  });

  it('has a sales team only above 20 monthly leads', () => {
    expect(toPartnerApplicationPayload({ ...form, monthlyLeads: '20' }, now).has_sales_team).toBe(false);
    expect(toPartnerApplicationPayload({ ...form, monthlyLeads: '21' }, now).has_sales_team).toBe(true);
  });

  it('years in business is 0 for a future or nonsense year', () => {
    expect(yearsInBusiness('2030', 2026)).toBe(0);
    expect(yearsInBusiness('soon', 2026)).toBe(0);
    expect(yearsInBusiness('2026', 2026)).toBe(0);
    expect(yearsInBusiness('1990', 2026)).toBe(36);
  });

  it('produces a payload the API schema accepts', () => {
    expect(partnerApplicationRequest.safeParse(toPartnerApplicationPayload(form, now)).success).toBe(true);
  });

  it('enables submit only with names, email, company and a partner type', () => {
    expect(partnerFormReady(form)).toBe(true);
    expect(partnerFormReady({ ...form, partnerType: '' })).toBe(false);
    expect(partnerFormReady({ ...form, companyName: '  ' })).toBe(false);
  });

  it('names the required fields still missing, as the form labels them', () => {
    expect(partnerFormMissing(form)).toEqual([]);
    expect(partnerFormMissing({ ...form, lastName: ' ', email: '', partnerType: '' })).toEqual([
      'Last name',
      'Email',
      'Partner type',
    ]);
  });
});

describe('partnerApplicationForm', () => {
  const problems = (input: PartnerApplicationForm) => {
    const parsed = partnerApplicationForm.safeParse(input);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('reports every problem of an empty form at once, each on its field', () => {
    expect(problems(EMPTY_PARTNER_FORM)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      companyName: 'Company name is required',
      partnerType: 'Partner type must be referral or reseller',
    });
  });

  it('checks the typed numbers, the year, the website and the combined comments', () => {
    const thisYear = new Date().getFullYear();
    expect(
      problems({
        ...form,
        website: 'gulfcoast.example',
        yearEstablished: String(thisYear + 1),
        currentCustomers: '-3',
        monthlyLeads: '12.5',
        revenueGoals: '5000-10000',
        additionalInfo: 'x'.repeat(2990),
      }),
    ).toEqual({
      website: 'Please enter a valid website address',
      yearEstablished: `Year established must be between 1900 and ${thisYear}`,
      currentCustomers: 'Current customers must be a whole number from 0 to 10,000,000',
      monthlyLeads: 'Leads per month must be a whole number from 0 to 100,000',
      additionalInfo: 'Additional comments must be at most 3000 characters',
    });
  });

  it('lets through only forms whose payload the API accepts, up to every limit', () => {
    const longest: PartnerApplicationForm = {
      ...form,
      firstName: 'J'.repeat(100),
      lastName: 'O'.repeat(100),
      companyName: 'C'.repeat(150),
      website: `https://${'w'.repeat(280)}.example`,
      yearEstablished: '1900',
      targetMarket: 'T'.repeat(500),
      currentCustomers: '10000000',
      monthlyLeads: '100000',
      whyPartner: 'W'.repeat(3000),
      revenueGoals: '5000-10000',
      additionalInfo: 'A'.repeat(3000 - 'Monthly revenue goal: $5000-10000\n'.length),
    };
    const parsed = partnerApplicationForm.safeParse(longest);
    expect(parsed.success).toBe(true);
    const payload = toPartnerApplicationPayload(parsed.data!, now);
    expect(partnerApplicationRequest.safeParse(payload).success).toBe(true);
    expect(
      partnerApplicationForm.safeParse({ ...longest, additionalInfo: `${longest.additionalInfo}A` }).success,
    ).toBe(false);
  });
});
