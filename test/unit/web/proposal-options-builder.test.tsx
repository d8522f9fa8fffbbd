// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueResponse, FinancingPlansResponse } from '../../../shared/estimates/schemas/catalogue';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof';
import { DEFAULT_RATES, priceEstimate } from '../../../shared/estimates/pricing';
import type { Estimate } from '../../../shared/estimates/schemas/estimates';
import { saveOfferRequest, type OfferView } from '../../../shared/estimates/schemas/offer';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

// The "Proposal options" card of a measured estimate (docs/decisions.md, "The offer on an estimate").

const ID = '01JDX3M7Q8R2S4T6V8W0Y2Z4A6';
const ESTIMATE = `GET /api/estimates/${ID}`;
const SAVE = `PUT /api/estimates/${ID}/offer`;
const REMOVE = `DELETE /api/estimates/${ID}/offer`;

function measured(offer: OfferView | null = null, accepted = false): Estimate {
  const measurement = measureRoof(
    buildingInsights.parse(
      JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
    ),
    { now: new Date('2026-05-20T12:00:00Z'), simulated: true },
  );
  const price = priceEstimate({
    areaSqft: measurement.adjustedAreaSqft,
    wastePercent: measurement.suggestedWastePercent,
    complexity: measurement.complexity,
    material: 'asphalt_shingles',
    rates: DEFAULT_RATES,
  });
  const dollars = (cents: number) => cents / 100;
  return {
    id: ID,
    version: 3,
    address: '1234 Example Ridge Dr, Carmel, IN 46033',
    customer_first_name: 'Maria',
    customer_last_name: 'Lopez',
    scheduled_install_date: null,
    square_footage: measurement.adjustedAreaSqft,
    roof_type: measurement.roofType,
    total_cost: dollars(price.totalCents),
    discount_percent: null,
    discounted_price: null,
    final_price: dollars(price.finalCents),
    proposal_sent: accepted,
    accepted,
    contract_signed: false,
    status: accepted ? 'accepted' : 'pending',
    measurement_status: 'measured',
    simulated: true,
    created_at: '2026-05-20T12:00:00.000Z',
    user_id: 'user-1',
    customer_email: 'maria@example.com',
    customer_phone: null,
    roof_material: null,
    signing_url: null,
    measurement_error: null,
    location: null,
    satellite_data: {
      square_footage: measurement.adjustedAreaSqft,
      roof_type: measurement.roofType,
      complexity: measurement.complexity,
      pitch: '6/12',
    },
    accuracy_rating: measurement.accuracyRating,
    measurement,
    rates: DEFAULT_RATES,
    pricing: {
      material: 'asphalt_shingles',
      area_sqft: price.areaSqft,
      waste_percent: price.wastePercent,
      complexity: price.complexity,
      complexity_multiplier: price.complexityMultiplier,
      material_rate: 1.5,
      underlayment_rate: 0.75,
      labor_rate: 4,
      materials: dollars(price.materialsCents),
      labor: dollars(price.laborCents),
      subtotal: dollars(price.subtotalCents),
      profit_margin_percentage: 20,
      margin: dollars(price.marginCents),
      total: dollars(price.totalCents),
    },
    timeline: [],
    updated_at: '2026-05-20T12:00:00.000Z',
    measured_at: '2026-05-20T12:00:01.000Z',
    offer,
  };
}

const line = (id: string, name: string, tier: string) => ({
  id,
  name,
  tier,
  material: 'asphalt_shingles' as const,
  price_per_square: 150,
  waste: 'suggested' as const,
  labor_adjustment_percent: 0,
  warranty: '',
  colours: [],
});

function catalogue(isDefault = false): CatalogueResponse {
  return {
    is_default: isDefault,
    updated_at: isDefault ? null : '2026-05-01T00:00:00.000Z',
    catalogue: {
      lines: [
        line('good', 'Builder Grade', 'Good'),
        line('better', 'Duration Shingles', 'Better'),
        line('best', 'Designer Shingles', 'Best'),
        line('metal', 'Standing Seam', 'Premium'),
      ],
      upgrades: [
        {
          id: 'ridge-vent',
          name: 'Ridge vent',
          basis: 'ridge_ft',
          unit_price: 8,
          quantity_each: 1,
          description: '',
        },
      ],
    },
  };
}

const plans: FinancingPlansResponse = {
  is_default: false,
  updated_at: '2026-05-01T00:00:00.000Z',
  plans: [
    {
      id: 'green-sky',
      lender: 'GreenSky',
      apr_percent: 9.99,
      term_months: 120,
      min_amount: 1000,
      max_amount: 100000,
      dealer_fee_percent: 5,
      fee_included: false,
      apply_url_template: 'https://apply.example.com/?amount={amount}',
    },
  ],
};

const savedOffer: OfferView = {
  line_ids: ['good', 'better'],
  upgrade_ids: ['ridge-vent'],
  recommended_line_id: 'better',
  financing_plan_ids: ['green-sky'],
  options: [
    {
      id: 'good',
      name: 'Builder Grade',
      tier: 'Good',
      material: 'asphalt_shingles',
      warranty: '',
      colours: [],
      recommended: false,
      basis: '27.1 squares + 15% waste',
      price: {
        area_sqft: 2710,
        waste_percent: 15,
        materials_cents: 1,
        labor_cents: 1,
        subtotal_cents: 1,
        margin_cents: 1,
        total_cents: 2_000_000,
        discount_percent: null,
        discount_cents: 0,
        final_cents: 2_000_000,
      },
      total_cents: 2_000_000,
      as_low_as: {
        plan_id: 'green-sky',
        lender: 'GreenSky',
        term_months: 120,
        apr_percent: 9.99,
        monthly_payment_cents: 26_420,
        disclosure: 'Example: $20,000.00 financed over 120 months at 9.99% APR. Subject to credit approval.',
      },
    },
  ],
  upgrades: [
    {
      id: 'ridge-vent',
      name: 'Ridge vent',
      description: '',
      basis: 'ridge_ft',
      basis_text: '42 ft of ridge',
      quantity: 42,
      price_cents: 33_600,
      available: true,
    },
  ],
};

function signedIn(extra: Parameters<typeof stubApi>[0]) {
  seedSession(adminUser);
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': {
      status: 200,
      body: { permissions: ['estimates.read', 'estimates.write', 'rates.read', 'rates.write'] },
    },
    'GET /api/catalogue': { status: 200, body: catalogue() },
    'GET /api/financing-plans': { status: 200, body: plans },
    ...extra,
  });
}

async function card() {
  const heading = await screen.findByRole('heading', { name: 'Proposal options' });
  const section = heading.closest('div.rounded-xl') as HTMLElement;
  await within(section).findByRole('checkbox', { name: /Builder Grade/ });
  return section;
}

describe('proposal options builder', () => {
  afterEach(resetWebTestState);

  it('allows at most three lines, keeps the recommended one among them, and saves the ids in catalogue order', async () => {
    const api = signedIn({
      [ESTIMATE]: { status: 200, body: measured() },
      [SAVE]: { status: 200, body: measured(savedOffer) },
    });
    renderRoute(`/dashboard/estimates/${ID}`);
    const section = await card();
    const save = within(section).getByRole('button', { name: 'Save options' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const box = (name: RegExp) => within(section).getByRole('checkbox', { name });
    const recommend = (name: string) => within(section).getByRole('radio', { name: `${name}: Recommended` });
    // A line not picked cannot be recommended.
    expect(recommend('Builder Grade').hasAttribute('disabled')).toBe(true);
    fireEvent.click(box(/Designer Shingles/));
    fireEvent.click(box(/Builder Grade/));
    fireEvent.click(box(/Duration Shingles/));
    // Three picked: the fourth cannot be.
    expect(box(/Standing Seam/).hasAttribute('disabled')).toBe(true);
    fireEvent.click(recommend('Designer Shingles'));
    // Unpicking the recommended line leaves none recommended, so the body never names a line not offered.
    fireEvent.click(box(/Designer Shingles/));
    expect(within(section).getByRole('radio', { name: 'No recommended option' })).toHaveProperty(
      'checked',
      true,
    );
    expect(box(/Standing Seam/).hasAttribute('disabled')).toBe(false);
    fireEvent.click(recommend('Duration Shingles'));
    fireEvent.click(box(/Ridge vent/));
    fireEvent.click(box(/GreenSky/));
    // Before a save the upgrade shows its unit price; after, its quantity and price on this roof.
    expect(within(section).getByText('$8.00 per foot of ridge')).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    const body = api.callsTo(SAVE)[0]!.body;
    expect(body).toEqual({
      line_ids: ['good', 'better'],
      upgrade_ids: ['ridge-vent'],
      recommended_line_id: 'better',
      financing_plan_ids: ['green-sky'],
    });
    expect(saveOfferRequest.safeParse(body).success).toBe(true);
    expect(
      await within(section).findByText('Options saved. A proposal sent from now on offers them.'),
    ).toBeTruthy();
    expect(within(section).getByText('42 ft of ridge · $336.00')).toBeTruthy();
    const preview = within(section).getByTestId('offer-preview');
    expect(within(preview).getByText('$20,000.00')).toBeTruthy();
    expect(within(preview).getByText('As low as $264.20/mo')).toBeTruthy();
    expect(within(preview).getByText(/Subject to credit approval/)).toBeTruthy();
  });

  it('goes back to one price: the options are removed and the card says so', async () => {
    const api = signedIn({
      [ESTIMATE]: { status: 200, body: measured(savedOffer) },
      [REMOVE]: { status: 200, body: measured() },
    });
    renderRoute(`/dashboard/estimates/${ID}`);
    const section = await card();
    expect(within(section).getByRole('checkbox', { name: /Builder Grade/ })).toHaveProperty('checked', true);
    fireEvent.click(within(section).getByRole('button', { name: 'Back to one price' }));
    await waitFor(() => expect(api.callsTo(REMOVE)).toHaveLength(1));
    expect(
      await within(section).findByText(
        'Options removed. A proposal sent from now on offers the estimate’s one price.',
      ),
    ).toBeTruthy();
    expect(within(section).getByRole('checkbox', { name: /Builder Grade/ })).toHaveProperty('checked', false);
    expect(within(section).queryByRole('button', { name: 'Back to one price' })).toBeNull();
    expect(within(section).queryByTestId('offer-preview')).toBeNull();
  });

  it('links to My Rates while the catalogue is the unsaved default', async () => {
    signedIn({
      [ESTIMATE]: { status: 200, body: measured() },
      'GET /api/catalogue': { status: 200, body: catalogue(true) },
    });
    renderRoute(`/dashboard/estimates/${ID}`);
    const link = await screen.findByRole('link', { name: 'Set up options & upgrades' });
    expect(link.getAttribute('href')).toBe('/dashboard/my-rates?tab=options');
    expect(screen.queryByRole('button', { name: 'Save options' })).toBeNull();
  });

  it('is read-only once accepted, and a 409 on save shows the reason', async () => {
    signedIn({ [ESTIMATE]: { status: 200, body: measured(savedOffer, true) } });
    renderRoute(`/dashboard/estimates/${ID}`);
    const section = await card();
    expect(within(section).getByText(/customer accepted this proposal/)).toBeTruthy();
    expect(
      within(section)
        .getByRole('checkbox', { name: /Builder Grade/ })
        .closest('fieldset[disabled]'),
    ).not.toBeNull();
    expect(within(section).queryByRole('button', { name: 'Save options' })).toBeNull();

    resetWebTestState();
    const detail = 'The customer accepted this proposal; its options can no longer change.';
    signedIn({
      [ESTIMATE]: { status: 200, body: measured() },
      [SAVE]: { status: 409, body: { detail } },
    });
    renderRoute(`/dashboard/estimates/${ID}`);
    const open = await card();
    fireEvent.click(within(open).getByRole('checkbox', { name: /Builder Grade/ }));
    fireEvent.click(within(open).getByRole('button', { name: 'Save options' }));
    expect(await within(open).findByText(detail)).toBeTruthy();
  });
});
