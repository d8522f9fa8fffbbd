// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildingInsights } from '../../../shared/estimates/measurement/building-insights';
import { measureRoof } from '../../../shared/estimates/measurement/measure-roof';
import { DEFAULT_RATES, priceEstimate } from '../../../shared/estimates/pricing';
import type { Estimate } from '../../../shared/estimates/schemas/estimates';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

const ID = '01JDX3M7Q8R2S4T6V8W0Y2Z4A6';

function queued(): Estimate {
  return {
    id: ID,
    version: 1,
    address: '1234 Example Ridge Dr, Carmel, IN 46033',
    customer_first_name: 'Maria',
    customer_last_name: 'Lopez',
    scheduled_install_date: '2026-07-14',
    square_footage: null,
    roof_type: null,
    total_cost: null,
    discount_percent: null,
    discounted_price: null,
    final_price: null,
    proposal_sent: false,
    accepted: false,
    contract_signed: false,
    status: 'pending',
    measurement_status: 'queued',
    simulated: false,
    created_at: '2026-05-20T12:00:00.000Z',
    user_id: 'user-1',
    customer_email: 'maria@example.com',
    customer_phone: null,
    roof_material: null,
    signing_url: null,
    measurement_error: null,
    location: null,
    satellite_data: null,
    accuracy_rating: null,
    measurement: null,
    pricing: null,
    rates: null,
    timeline: [{ at: '2026-05-20T12:00:00.000Z', event: 'created', detail: 'Dana Reyes' }],
    updated_at: '2026-05-20T12:00:00.000Z',
    measured_at: null,
  };
}

function measured(): Estimate {
  const measurement = measureRoof(
    buildingInsights.parse(
      JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
    ),
    {
      now: new Date('2026-05-20T12:00:00Z'),
      simulated: true,
    },
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
    ...queued(),
    version: 3,
    measurement_status: 'measured',
    simulated: true,
    square_footage: measurement.adjustedAreaSqft,
    roof_type: measurement.roofType,
    total_cost: dollars(price.totalCents),
    final_price: dollars(price.finalCents),
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
    measured_at: '2026-05-20T12:00:01.000Z',
  };
}

function signedIn(extra: Parameters<typeof stubApi>[0]) {
  seedSession(adminUser);
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': {
      status: 200,
      body: { permissions: ['estimates.read', 'estimates.write', 'rates.read', 'rates.write'] },
    },
    ...extra,
  });
}

describe('estimate detail page', () => {
  afterEach(resetWebTestState);

  it('says "Estimate not found" with a way back for an unknown id', async () => {
    signedIn({});
    const { router } = renderRoute(`/dashboard/estimates/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Estimate not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Estimates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/estimates'));
  });

  it('shows the progress, then the diagram and the price once measured, without a reload', async () => {
    let reads = 0;
    signedIn({
      [`GET /api/estimates/${ID}`]: () => ({ status: 200, body: ++reads < 2 ? queued() : measured() }),
    });
    renderRoute(`/dashboard/estimates/${ID}`);
    expect(await screen.findByText('Measuring the roof from aerial imagery')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply Discount' }).hasAttribute('disabled')).toBe(true);
    const diagram = await screen.findByRole('img', {
      name: 'Roof diagram: 7 facets, predominant pitch 6/12',
    });
    expect(diagram.querySelectorAll('g[data-facet]')).toHaveLength(7);
    expect(within(diagram).getAllByText('6/12').length).toBeGreaterThan(0);
    expect(screen.getByTestId('final-price').textContent).toBe('$24,602.62');
    expect(screen.getAllByText('Simulated imagery').length).toBeGreaterThan(0);
    const suggested = screen.getByText('Suggested').closest('tr')!;
    expect(within(suggested).getByText('94')).toBeTruthy();
  });

  it('previews the discount live and refuses values outside (0, 100]', async () => {
    signedIn({ [`GET /api/estimates/${ID}`]: { status: 200, body: measured() } });
    renderRoute(`/dashboard/estimates/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply Discount' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Discount percentage');
    fireEvent.change(input, { target: { value: '10' } });
    expect(within(dialog).getByTestId('discount-preview').textContent).toBe('$22,142.36');
    fireEvent.change(input, { target: { value: '0' } });
    expect(within(dialog).getByTestId('discount-preview').textContent).toBe('—');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Discount' }));
    expect(await within(dialog).findByText('Please enter a valid discount percentage (1-100)')).toBeTruthy();
  });
});
