// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportResponse } from '../../../shared/jobs/schemas/reports';
import { queryClient } from '../../../web/src/app/query-client';
import { ReportsPage } from '../../../web/src/features/reports/routes/reports-page';
import { resetWebTestState, seedSession, stubApi } from './support';

// happy-dom has no canvas; the charts are not what these tests read.
vi.mock('../../../web/src/features/reports/components/report-chart', () => ({ ReportChart: () => null }));

const base: ReportResponse = {
  from: '2026-06',
  to: '2026-11',
  months: ['2026-06'],
  close_rate: { sent: 10, accepted: 4, rate: 0.4 },
  revenue: { total: 48000, signed: 3, trend: [{ month: '2026-06', amount: 48000 }] },
  pipeline: [],
  median_days: { address_to_sent: 2, sent_to_signed: 5 },
  measurements: { used: 8, quota: 50 },
  complexity: [],
};

function renderReports(report: ReportResponse) {
  seedSession();
  const api = stubApi({ 'GET /api/reports': { status: 200, body: report } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(resetWebTestState);

describe('reports page: proposals with options', () => {
  it('shows the average ticket as money, the rates as percentages of proposals with options, and the mix by tier', async () => {
    renderReports({
      ...base,
      option_mix: [
        { tier: 'Better', accepted: 3 },
        { tier: 'Good', accepted: 1 },
      ],
      average_ticket_cents: 1_784_515,
      upgrade_attach_rate: { with_offer: 4, with_upgrade: 1, rate: 0.25 },
      financing_share: { with_offer: 4, financed: 0, rate: null },
    });
    expect((await screen.findByTestId('average-ticket')).textContent).toBe('$17,845.15');
    expect(screen.getByTestId('upgrade-attach-rate').textContent).toBe('25.0%');
    expect(
      within(screen.getByTestId('figure-upgrade-attach-rate')).getByText('1 of 4 proposals with options'),
    ).toBeTruthy();
    expect(screen.getByTestId('financing-share').textContent).toBe('—');
    expect(
      within(screen.getByTestId('figure-financing-share')).getByText('0 of 4 proposals with options'),
    ).toBeTruthy();
    const tiers = within(screen.getByTestId('option-mix')).getAllByRole('listitem');
    expect(tiers.map((row) => row.textContent)).toEqual(['Better3', 'Good1']);
    expect(screen.queryByTestId('options-hint')).toBeNull();
  });

  it.each([
    ['an older answer without the fields', {}],
    [
      'no proposal with options accepted',
      {
        option_mix: [],
        average_ticket_cents: 1_200_000,
        upgrade_attach_rate: { with_offer: 0, with_upgrade: 0, rate: null },
        financing_share: { with_offer: 0, financed: 0, rate: null },
      },
    ],
  ])('%s hides the options section and shows the hint', async (_name, fields) => {
    renderReports({ ...base, ...fields });
    expect((await screen.findByTestId('options-hint')).textContent).toContain(
      'Offering options is set on the estimate page.',
    );
    expect(screen.queryByTestId('figure-average-ticket')).toBeNull();
    expect(screen.getByTestId('close-rate').textContent).toBe('40.0%');
  });
});

describe('reports page: homeowner payments', () => {
  it('shows collected revenue as money and the median days to deposit', async () => {
    renderReports({
      ...base,
      collected_revenue: { total: 12_345.5, trend: [{ month: '2026-06', amount: 12_345.5 }] },
      days_to_deposit: 2.5,
    });
    expect((await screen.findByTestId('collected-revenue')).textContent).toBe('$12,345.50');
    expect(screen.getByTestId('days-to-deposit').textContent).toBe('2.5 days');
  });

  it('shows a dash with no deposit paid, and nothing for an older answer', async () => {
    renderReports({ ...base, collected_revenue: { total: 0, trend: [] }, days_to_deposit: null });
    expect((await screen.findByTestId('days-to-deposit')).textContent).toBe('—');
    resetWebTestState();
    renderReports(base);
    await screen.findByTestId('close-rate');
    expect(screen.queryByTestId('figure-collected-revenue')).toBeNull();
  });
});
