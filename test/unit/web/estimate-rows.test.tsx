// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EstimateSummary } from '../../../shared/estimates/schemas/estimates';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

const row: EstimateSummary = {
  id: 'estimate-1',
  version: 3,
  address: '905 Cedar Bluff Road, Cary, NC 27513',
  customer_first_name: 'Daniel',
  customer_last_name: 'O’Connor',
  scheduled_install_date: null,
  square_footage: 2071.9,
  roof_type: 'gable',
  total_cost: 16014.76,
  discount_percent: null,
  discounted_price: null,
  final_price: 16014.76,
  proposal_sent: false,
  accepted: false,
  contract_signed: false,
  status: 'pending',
  measurement_status: 'measured',
  simulated: false,
  created_at: '2026-11-27T12:00:00Z',
};

function api() {
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': {
      status: 200,
      body: { permissions: ['estimates.read', 'estimates.create', 'estimates.update', 'estimates.delete'] },
    },
    'GET /api/estimates': {
      status: 200,
      body: {
        estimates: [row],
        next_cursor: null,
        summary: { total_estimates: 1, proposals_sent: 0, accepted: 0, total_value: 16014.76 },
      },
    },
  });
}

afterEach(resetWebTestState);

describe('the estimates list', () => {
  it('opens an estimate from a click anywhere on its row, not only on the name', async () => {
    seedSession();
    api();
    const { router } = renderRoute('/dashboard/estimates');
    const address = (await screen.findAllByText(row.address))[0];
    fireEvent.click(address);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/estimates/estimate-1'));
  });

  it('leaves a row’s own buttons to themselves: Delete asks, it does not open the estimate', async () => {
    seedSession();
    api();
    const { router } = renderRoute('/dashboard/estimates');
    fireEvent.click((await screen.findAllByRole('button', { name: /Delete estimate for/ }))[0]);
    expect(await screen.findByText('Are you sure you want to delete this estimate?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/estimates');
  });
});

describe('New Estimate', () => {
  it('says which required fields keep Create Estimate disabled, and no more once they are filled', async () => {
    seedSession();
    api();
    renderRoute('/dashboard/estimates/new');
    const create = await screen.findByRole('button', { name: 'Create Estimate' });
    expect(create.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('submit-missing').textContent).toBe(
      'To create the estimate, enter the street address and the customer last name.',
    );
    expect(create.getAttribute('aria-describedby')).toBe('create-missing');
    fireEvent.change(screen.getByLabelText(/Street address/), {
      target: { value: '12 Elm Street, Dayton, OH' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('submit-missing').textContent).toBe(
        'To create the estimate, enter the customer last name.',
      ),
    );
    fireEvent.change(screen.getByLabelText(/Customer last name/), { target: { value: 'Brook' } });
    await waitFor(() => expect(screen.queryByTestId('submit-missing')).toBeNull());
    expect(create.hasAttribute('disabled')).toBe(false);
  });
});
