// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PresaleOrderList } from '../../../shared/operations/schemas/presale-orders';
import { queryClient } from '../../../web/src/app/query-client';
import { PresaleOrdersTab } from '../../../web/src/features/crm/components/presale-orders-tab';
import { PresaleOrdersCard } from '../../../web/src/features/operator/components/presale-orders-card';
import { resetWebTestState, seedSession, stubApi } from './support';

const NONE: PresaleOrderList = { orders: [], next_cursor: null, summary: { count: 0, total_cents: 0 } };

const CLAIMED: PresaleOrderList['orders'][number] = {
  id: '01JD0000000000000000000001',
  buyer_name: 'Morgan Hale',
  buyer_email: 'morgan@example.com',
  company: 'Harbor Roofing',
  package_id: 'pro_presale',
  package_name: 'Professional Presale',
  plan: 'pro',
  amount_cents: 124_700,
  currency: 'usd',
  paid_at: '2026-11-20T15:00:00.000Z',
  receipt_url: 'https://pay.stripe.com/receipts/r_1',
  account: { id: 'acc-1', claimed_at: '2026-11-21T09:00:00.000Z' },
};

function renderWith(list: PresaleOrderList, view: 'card' | 'tab') {
  seedSession();
  stubApi({ 'GET /api/crm/presale-orders': { status: 200, body: list } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {view === 'card' ? <PresaleOrdersCard /> : <PresaleOrdersTab onSelect={() => {}} />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(resetWebTestState);

describe('presale orders on the operator home and in the CRM', () => {
  it('say so when there are none', async () => {
    renderWith(NONE, 'card');
    expect(await screen.findByText('No presale orders yet.')).toBeTruthy();
    resetWebTestState();
    renderWith(NONE, 'tab');
    expect(await screen.findByText(/^No presale orders yet\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('show the count, takings and an order whose buyer signed up, with the account’s company', async () => {
    const list = { orders: [CLAIMED], next_cursor: 'next', summary: { count: 1, total_cents: 124_700 } };
    renderWith(list, 'card');
    const card = await screen.findByRole('region', { name: 'Presale orders' });
    await within(card).findByText('Morgan Hale');
    expect(card.textContent).toContain('1 order · $1,247.00 paid');
    expect(card.textContent).toContain('Professional Presale · Nov 20, 2026 · Harbor Roofing');
    expect(within(card).getByRole('link', { name: 'View all orders' }).getAttribute('href')).toBe(
      '/dashboard/admin/crm?tab=orders',
    );
    resetWebTestState();

    renderWith(list, 'tab');
    const row = (await screen.findByRole('table')).querySelector('tbody tr')!;
    expect(row.textContent).toContain('Account created');
    expect(row.textContent).toContain('Harbor Roofing');
    expect(row.textContent).toContain('Signed up Nov 21, 2026');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Receipt of Morgan Hale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
