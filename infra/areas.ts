/**
 * The product's areas (docs/product.md has a section per area). Every route row and queue consumer names one; CDK deploys
 * each area that has functions as a nested stack of its own, so no stack nears CloudFormation's
 * 500-resource limit.
 */
export const areas = {
  accounts: 'Accounts & team: sign-in, team members, company profile',
  estimates: 'Estimates & measurement: estimates, rates, roof measurement',
  documents: 'Proposals, documents & signing: proposals, customer portal, PDFs, contracts, e-signature',
  'public-site': 'Public site & lead capture: health, content, campaign, leads, contact, partners, GDPR',
  billing: 'Billing & payments: Stripe',
  operations: 'Operations: coupons, CRM',
  jobs: 'Jobs: projects, reports',
  insurance: 'Insurance claims',
  communications: 'Communications: every mail sent on an account’s behalf',
  integrations: 'Integrations: outbound webhooks to a contractor’s own systems',
  'public-api': 'Public API: API keys, the versioned /api/v1 routes and their OpenAPI document',
  widget: 'Website quote: the embeddable instant-quote widget on a contractor’s own website',
  payments: 'Homeowner payments: Stripe Connect onboarding, deposits at signing, project payments',
} as const;

/** One area of the product; a route row's `area` decides which nested stack holds its function. */
export type Area = keyof typeof areas;

/** Every area, in the order above. */
export const AREAS = Object.keys(areas) as Area[];

/** The construct id of an area's nested stack (`public-site` → `PublicSiteArea`). */
export function areaStackId(area: Area): string {
  const pascal = area.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
  return `${pascal}Area`;
}
