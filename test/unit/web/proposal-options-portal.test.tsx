// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalOffer } from '../../../shared/documents/schemas/portal-offer';
import type { PortalProposal } from '../../../shared/documents/schemas/proposals';
import { renderRoute, resetWebTestState, stubApi } from './support';

// The homeowner's choice on a proposal with options (docs/decisions.md, "Accepting with a choice").

const TOKEN = 'H0Ge49jR98boYhJzL7IAilICBWlfkYrXbQrZyJ-F6UQ';
const PORTAL = `GET /api/customer-portal/proposal/${TOKEN}`;
const ACTION = `POST /api/customer-portal/proposal/${TOKEN}/action`;

const option = (id: string, name: string, tier: string, totalCents: number, colours: string[] = []) => ({
  id,
  name,
  tier,
  material: 'asphalt_shingles' as const,
  material_label: 'Asphalt shingles',
  warranty: '25-year warranty',
  colours,
  recommended: id === 'better',
  basis: '27.1 squares + 15% waste',
  price_lines: [{ label: 'Roof', detail: name, amount_cents: totalCents }],
  discount_percent: null,
  discount_cents: 0,
  total_cents: totalCents,
  as_low_as: {
    plan_id: 'green-sky',
    lender: 'GreenSky',
    term_months: 120,
    apr_percent: 9.99,
    monthly_payment_cents: Math.round(totalCents / 76),
    disclosure: `Example: ${name} financed over 120 months at 9.99% APR. Subject to credit approval.`,
  },
});

const offer: PortalOffer = {
  recommended_option_id: 'better',
  options: [
    option('good', 'Builder Grade', 'Good', 1_800_000),
    option('better', 'Duration Shingles', 'Better', 2_100_000, ['Onyx Black', 'Driftwood']),
    option('best', 'Designer Shingles', 'Best', 2_600_000, ['Slate']),
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
    },
    {
      id: 'ice-shield',
      name: 'Ice and water shield',
      description: '',
      basis: 'eave_ft',
      basis_text: '120 ft of eaves',
      quantity: 120,
      price_cents: 54_000,
    },
  ],
  financing: [
    {
      id: 'green-sky',
      lender: 'GreenSky',
      apr_percent: 9.99,
      term_months: 120,
      min_amount_cents: 100_000,
      max_amount_cents: 10_000_000,
    },
  ],
};

function portal(): PortalProposal {
  return {
    proposal: {
      id: '01JDY8P2K4M6N8Q0R2S4T6V8W0',
      status: 'viewed',
      customer_name: 'Grace Ellison',
      created_at: '2026-11-21T12:00:00Z',
      sent_at: '2026-11-21T12:00:00Z',
      valid_until: '2026-12-21T12:00:00Z',
      decided_at: null,
      notes: null,
    },
    estimate: {
      address: '4821 Timber Ridge Court, Carmel, IN 46032',
      satellite_data: {
        square_footage: 2072.3,
        pitch: '6/12',
        complexity: 'moderate',
        roof_type: 'hip',
        squares: 20.7,
      },
      pricing: { materials_cost: 6350.57, labor_cost: 12433.8, subtotal: 18784.37, total_price: 18784.37 },
      discount_percentage: 5,
      final_price: 17845.15,
      accepted: false,
      scheduled_install_date: null,
    },
    company: {
      company_name: 'Nguyen Roofing & Exteriors',
      logo_url: null,
      phone: '(317) 555-0100',
      email: 'casey@nguyen.example',
      address: null,
      license_number: null,
      brand_colour: null,
      subscription_tier: 'pro',
    },
    customer: { email: 'grace@homeowner.example', name: 'Grace Ellison' },
    roof: {
      facets: [
        {
          index: 1,
          pitch: 6,
          area_sqft: 1000,
          outline: [
            [-5, -5],
            [5, -5],
            [5, 5],
            [-5, 5],
          ],
          center: [0, 0],
        },
      ],
      extent: { minX: -5, maxX: 5, minY: -5, maxY: 5 },
      pitch_table: [{ pitch: 6, area_sqft: 1000, percent: 100 }],
      waste_percent: 13.5,
      simulated: true,
      imagery_date: '2021-02-21',
    },
    price_lines: [
      { label: 'Roofing materials', detail: 'Asphalt shingles', amount: 6350.57 },
      { label: 'Labor and installation', detail: 'Tear-off', amount: 12433.8 },
    ],
    terms: ['Prices are valid until the date above.'],
    branding: false,
    offer,
    preview: false,
  };
}

afterEach(resetWebTestState);

const total = () => screen.getByTestId('portal-total').textContent;

async function opened(action: Parameters<typeof stubApi>[0][string] = { status: 200, body: {} }) {
  const api = stubApi({ [PORTAL]: { status: 200, body: portal() }, [ACTION]: action });
  renderRoute(`/proposal/${TOKEN}`);
  await screen.findByRole('group', { name: 'Choose your roof' });
  return api;
}

async function accept() {
  fireEvent.click(screen.getByRole('button', { name: 'Accept Proposal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
  fireEvent.click(within(dialog).getByRole('button', { name: /^Accept for/ }));
}

describe('portal with options', () => {
  it('starts on the recommended option and updates the total live with the option and upgrades', async () => {
    await opened();
    const better = screen.getByTestId('offer-option-better');
    expect(within(better).getByText('Recommended')).toBeTruthy();
    expect(within(better).getByText('As low as $276.32/mo*')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Duration Shingles/ })).toHaveProperty('checked', true);
    expect(total()).toBe('$21,000.00');
    expect(screen.getByTestId('financing-disclosure').textContent).toContain('Subject to credit approval.');

    fireEvent.click(screen.getByRole('switch', { name: /Ridge vent/ }));
    expect(total()).toBe('$21,336.00');
    fireEvent.click(screen.getByRole('radio', { name: /Builder Grade/ }));
    expect(total()).toBe('$18,336.00');
    fireEvent.click(screen.getByRole('switch', { name: /Ice and water shield/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Ridge vent/ }));
    expect(total()).toBe('$18,540.00');
  });

  it('needs a colour for an option with colours, then sends the choice with the acceptance', async () => {
    const api = await opened({ status: 200, body: { status: 'accepted', message: 'Thank you.' } });
    fireEvent.click(screen.getByRole('switch', { name: /Ridge vent/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept Proposal' }));
    // No confirmation and nothing sent: the colour is missing, said at the colour chips.
    const colours = screen.getByRole('group', { name: /Colour/ });
    expect(within(colours).getByText('Choose a colour for Duration Shingles.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(ACTION)).toEqual([]);

    fireEvent.click(within(colours).getByRole('radio', { name: 'Driftwood' }));
    expect(screen.queryByText('Choose a colour for Duration Shingles.')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /GreenSky/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
    expect(dialog.textContent).toContain('$21,336.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept for $21,336.00' }));
    await waitFor(() => expect(api.callsTo(ACTION)).toHaveLength(1));
    expect(api.callsTo(ACTION)[0]!.body).toEqual({
      action: 'accept',
      notes: null,
      choice: { option_id: 'better', upgrade_ids: ['ridge-vent'], colour: 'Driftwood', plan_id: 'green-sky' },
    });
  });

  it("shows a refused choice's 400 at the control it names", async () => {
    await opened({
      status: 400,
      body: { detail: 'choice.plan_id: GreenSky does not finance a total of this amount' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Builder Grade/ }));
    fireEvent.click(screen.getByRole('radio', { name: /GreenSky/ }));
    await accept();
    const plans = screen.getByRole('group', { name: 'Financing (optional)' });
    expect(await within(plans).findByText('GreenSky does not finance a total of this amount')).toBeTruthy();
    expect(screen.getByText('Please check your selection above.')).toBeTruthy();
    // Changing the choice clears the refusal.
    fireEvent.click(within(plans).getByRole('radio', { name: 'No financing' }));
    expect(screen.queryByText('GreenSky does not finance a total of this amount')).toBeNull();
  });
});
