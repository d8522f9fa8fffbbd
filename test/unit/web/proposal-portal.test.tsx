// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Estimate } from '../../../shared/estimates/schemas/estimates';
import type { PortalProposal } from '../../../shared/documents/schemas/proposals';
import { DEFAULT_SETTINGS } from '../../../shared/accounts/schemas/settings';
import { queryClient } from '../../../web/src/app/query-client';
import { EstimateActions } from '../../../web/src/features/proposals/components/estimate-actions';
import { SessionContext, type SessionContextValue } from '../../../web/src/lib/session-context';
import { renderRoute, resetWebTestState, seedSession, stubApi } from './support';

const TOKEN = 'H0Ge49jR98boYhJzL7IAilICBWlfkYrXbQrZyJ-F6UQ';
const PORTAL = `GET /api/customer-portal/proposal/${TOKEN}`;
const ACTION = `POST /api/customer-portal/proposal/${TOKEN}/action`;

function portal(
  overrides: Partial<PortalProposal['proposal']> = {},
  tier: PortalProposal['company']['subscription_tier'] = 'pro',
): PortalProposal {
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
      ...overrides,
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
      accepted: overrides.status === 'accepted',
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
      subscription_tier: tier,
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
    branding: tier === 'starter',
    preview: false,
  };
}

afterEach(resetWebTestState);

describe('customer proposal portal (/proposal/:token)', () => {
  it.each([
    [404, 'This proposal link is invalid or has expired.'],
    [410, 'This proposal link has expired (valid for 30 days).'],
    [500, 'Unable to load proposal. Please try again later.'],
  ])('a %i answer shows the spec text', async (status, text) => {
    stubApi({ [PORTAL]: { status, body: status === 410 ? { detail: text } : undefined } });
    renderRoute(`/proposal/${TOKEN}`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Proposal' })).toBeNull();
  });

  it('shows the company, property, measurements and price; accepting sends the notes once and thanks the homeowner', async () => {
    const api = stubApi({
      [PORTAL]: { status: 200, body: portal() },
      [ACTION]: {
        status: 200,
        body: {
          status: 'accepted',
          message:
            'Nguyen Roofing & Exteriors has your acceptance and will send the contract for your signature.',
        },
      },
    });
    renderRoute(`/proposal/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: '4821 Timber Ridge Court, Carmel, IN 46032' }),
    ).toBeTruthy();
    expect(screen.getAllByText('Nguyen Roofing & Exteriors').length).toBeGreaterThan(0);
    expect(screen.getByText('grace@homeowner.example')).toBeTruthy();
    expect(screen.getByTestId('portal-total').textContent).toBe('$17,845.15');
    expect(screen.getByText('Discount (5%)')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Roof plan: 1 roof planes/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download PDF Proposal/ }).getAttribute('href')).toBe(
      `/api/customer-portal/proposal/${TOKEN}/pdf`,
    );
    expect(screen.queryByText(/Created by/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Notes for the contractor (optional)'), {
      target: { value: 'Mornings please' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept Proposal' }));
    // Accepting asks once more, naming the price; nothing is sent before the confirmation.
    const confirm = await screen.findByRole('dialog', { name: 'Accept this proposal?' });
    expect(confirm.textContent).toContain('$17,845.15');
    expect(api.callsTo(ACTION)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept for $17,845.15' }));
    expect(await screen.findByRole('heading', { name: 'Thank you — proposal accepted!' })).toBeTruthy();
    expect(api.callsTo(ACTION).map((call) => call.body)).toEqual([
      { action: 'accept', notes: 'Mornings please' },
    ]);
  });

  it('a failed decision shows the spec alert and keeps the form', async () => {
    stubApi({ [PORTAL]: { status: 200, body: portal() }, [ACTION]: { status: 500 } });
    renderRoute(`/proposal/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Error declining proposal. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Proposal' })).toBeTruthy();
  });

  it('an accepted proposal shows the accepted banner and no decision box; starter accounts carry the branding line', async () => {
    stubApi({
      [PORTAL]: {
        status: 200,
        body: portal({ status: 'accepted', decided_at: '2026-11-22T10:00:00Z' }, 'starter'),
      },
    });
    renderRoute(`/proposal/${TOKEN}`);
    expect(await screen.findByText('Proposal accepted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Proposal' })).toBeNull();
    expect(screen.getByText(/Created by/)).toBeTruthy();
  });

  it('an accepted and signed proposal shows where things stand with the signed contract to download', async () => {
    stubApi({
      [PORTAL]: {
        status: 200,
        body: {
          ...portal({ status: 'accepted', decided_at: '2026-11-22T10:00:00Z' }),
          contract: {
            stage: 'signed',
            sent_at: '2026-11-22T12:00:00Z',
            signed_at: '2026-11-23T09:00:00Z',
            signer_name: 'Grace Ellison',
            signed_pdf_url: 'https://documents.example/signed.pdf',
          },
        },
      },
    });
    renderRoute(`/proposal/${TOKEN}`);
    const status = await screen.findByTestId('contract-status');
    expect(status.textContent).toContain('Contract signed');
    expect(status.textContent).toContain('Nov 23, 2026 by Grace Ellison');
    expect(screen.queryByText(/will send you the contract/)).toBeNull();
    expect(screen.getByRole('link', { name: /Download signed contract/ }).getAttribute('href')).toBe(
      'https://documents.example/signed.pdf',
    );
    // The proposal PDF is offered once, in the contract card, not again beside the price.
    expect(screen.getAllByRole('link', { name: /Download PDF Proposal/ })).toHaveLength(1);
    // The contractor's contact line once per page: in the footer.
    expect(screen.getAllByRole('link', { name: '(317) 555-0100' })).toHaveLength(1);
  });

  it('a signed-in contractor opening /proposal/<id> gets the read-only preview', async () => {
    seedSession();
    const id = '01JDY8P2K4M6N8Q0R2S4T6V8W0';
    stubApi({ [`GET /api/proposals/${id}`]: { status: 200, body: { ...portal(), preview: true } } });
    renderRoute(`/proposal/${id}`);
    expect(await screen.findByText(/Nothing you do here is recorded/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Proposal' })).toBeNull();
  });
});

function measuredEstimate(overrides: Partial<Estimate> = {}): Estimate {
  return {
    id: '01JDX3M7Q8R2S4T6V8W0Y2Z4A6',
    measurement_status: 'measured',
    pricing: { total: 1 } as Estimate['pricing'],
    accepted: false,
    contract_signed: false,
    customer_first_name: 'Grace',
    customer_last_name: 'Ellison',
    customer_email: null,
    ...overrides,
  } as Estimate;
}

/** A session whose plan is still loading: the signature buttons stay, as they do until the plan is known. */
const loadingSession: SessionContextValue = {
  user: null,
  isAuthenticated: true,
  permissions: [],
  permissionsStatus: 'loading',
  hasPermission: () => true,
  hasRole: () => true,
  login: () => {},
  logout: () => {},
  signingOut: false,
};

describe('estimate actions', () => {
  it('Send to Customer states the validity set in Settings, not a fixed 30 days', async () => {
    stubApi({
      'GET /api/settings': {
        status: 200,
        body: {
          ...DEFAULT_SETTINGS,
          defaults: { ...DEFAULT_SETTINGS.defaults, proposal_validity_days: 14 },
          can_manage: true,
        },
      },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <SessionContext value={{ ...loadingSession, permissionsStatus: 'ready' }}>
          <EstimateActions estimate={measuredEstimate()} onMessage={vi.fn()} />
        </SessionContext>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send to Customer' }));
    expect(await screen.findByText(/It works for 14 days;/)).toBeTruthy();
    expect(screen.queryByText(/30 days/)).toBeNull();
  });

  it('Send to Customer needs a name and email, then reports the spec success message', async () => {
    const api = stubApi({
      'POST /api/customer-portal/send-proposal-link': {
        status: 200,
        body: {
          message: 'x',
          proposal: {
            id: 'p',
            estimate_id: 'e',
            customer_name: 'Grace Ellison',
            customer_email: 'grace@homeowner.example',
            status: 'sent',
            pricing: { total: 1 },
            created_at: 'c',
            sent_at: null,
            viewed_at: null,
            decided_at: null,
            valid_until: null,
            satellite_data: { square_footage: 1, roof_type: 'hip', complexity: 'simple' },
          },
        },
      },
    });
    const onMessage = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <SessionContext value={loadingSession}>
          <EstimateActions estimate={measuredEstimate()} onMessage={onMessage} />
        </SessionContext>
      </QueryClientProvider>,
    );
    expect((screen.getByRole('button', { name: 'Generate Contract' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send to Customer' }));
    expect((screen.getByLabelText(/Customer name/) as HTMLInputElement).value).toBe('Grace Ellison');
    fireEvent.click(screen.getByRole('button', { name: 'Send Proposal' }));
    expect(await screen.findByText('Please provide customer name and email')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Customer email/), {
      target: { value: 'Grace@Homeowner.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Proposal' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith(
        'success',
        'Proposal sent successfully to grace@homeowner.example!',
      ),
    );
    expect(api.calls[0].body).toEqual({
      estimate_id: '01JDX3M7Q8R2S4T6V8W0Y2Z4A6',
      customer_name: 'Grace Ellison',
      customer_email: 'grace@homeowner.example',
    });
  });

  it('Generate Contract and Send for Signing report the spec messages', async () => {
    stubApi({
      'POST /api/estimates/01JDX3M7Q8R2S4T6V8W0Y2Z4A6/generate-contract': {
        status: 200,
        body: { message: 'Contract generated successfully!', contract_id: 'c', signing_url: null },
      },
      'POST /api/estimates/01JDX3M7Q8R2S4T6V8W0Y2Z4A6/send-for-signing': { status: 500 },
    });
    const onMessage = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <SessionContext value={loadingSession}>
          <EstimateActions estimate={measuredEstimate({ accepted: true })} onMessage={onMessage} />
        </SessionContext>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Generate Contract' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('success', 'Contract generated successfully!'),
    );
    // The generated contract opens for review; Send for Signing is its next step.
    const review = await screen.findByRole('dialog', { name: 'Review the contract' });
    fireEvent.click(within(review).getByRole('button', { name: 'Send for Signing' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('error', 'Failed to send for signing'));
    expect((screen.getByRole('button', { name: 'Send to Customer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
