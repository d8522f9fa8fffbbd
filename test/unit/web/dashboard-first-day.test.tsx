// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../../shared/accounts/schemas/settings';
import { DEFAULT_SETTINGS } from '../../../shared/accounts/schemas/settings';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing';
import type { ReportResponse } from '../../../shared/jobs/schemas/reports';
import { queryClient } from '../../../web/src/app/query-client';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

// A user who signed up a minute ago, on a trial that ends in 14 days.
const newUser = {
  ...adminUser,
  first_name: 'Casey',
  created_at: new Date(Date.now() - 60_000).toISOString(),
};

const report: ReportResponse = {
  from: '2026-11',
  to: '2026-11',
  months: ['2026-11'],
  close_rate: { sent: 0, accepted: 0, rate: null },
  revenue: { total: 0, signed: 0, trend: [] },
  pipeline: [],
  median_days: { address_to_sent: null, sent_to_signed: null },
  measurements: { used: 1, quota: 50 },
  complexity: [],
};

/** The API of a brand-new account; `saved` is what the account has saved so far (changed by a test). */
function newAccountApi(saved: { settings: SettingsResponse; rates: boolean; logo: boolean }) {
  return stubApi({
    'GET /api/auth/me': { status: 200, body: newUser },
    'GET /api/auth/permissions': {
      status: 200,
      body: { permissions: ['estimates.read', 'estimates.create', 'reports.read', 'projects.create'] },
    },
    'GET /api/estimates': {
      status: 200,
      body: {
        estimates: [],
        next_cursor: null,
        summary: { total_estimates: 0, proposals_sent: 0, accepted: 0, total_value: 0 },
      },
    },
    'GET /api/settings': () => ({ status: 200, body: saved.settings }),
    'GET /api/rates/me': () =>
      saved.rates
        ? { status: 200, body: { rates: DEFAULT_RATES, updated_at: '2026-11-27T00:00:00Z' } }
        : { status: 404, body: { detail: 'No saved rates yet; the default rates apply.' } },
    'GET /api/profile/me': () => ({
      status: 200,
      body: {
        id: newUser.id,
        first_name: newUser.first_name,
        last_name: newUser.last_name,
        email: newUser.email,
        phone: null,
        company: newUser.company,
        role: 'admin',
        company_logo: saved.logo ? 'https://example.test/logo.png' : null,
        can_edit_company: true,
      },
    }),
    'GET /api/profile/subscription': {
      status: 200,
      body: {
        subscription_status: 'trial',
        subscription_tier: 'pro',
        trial_ends_at: new Date(Date.now() + 14 * 86_400_000 - 3_600_000).toISOString(),
        beta_access: false,
      },
    },
    'GET /api/reports': { status: 200, body: report },
  });
}

afterEach(resetWebTestState);

describe('the first day of a new account', () => {
  it('says Welcome on the first visit, Welcome back on the next, with the trial days left and the reports used', async () => {
    seedSession(newUser);
    newAccountApi({ settings: { ...DEFAULT_SETTINGS, can_manage: true }, rates: false, logo: false });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey' })).toBeTruthy();
    expect((await screen.findByTestId('trial-banner')).textContent).toContain(
      '14 days left in your free trial',
    );
    expect((await screen.findByTestId('usage-meter')).textContent).toBe('1 report of 50 reports');

    cleanup();
    queryClient.clear();
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Casey' })).toBeTruthy();
  });

  it('ticks each setup step itself once its data is saved, each step linking to its page', async () => {
    seedSession(newUser);
    const saved = { settings: { ...DEFAULT_SETTINGS, can_manage: true }, rates: false, logo: false };
    newAccountApi(saved);
    renderRoute('/dashboard');
    const steps = await screen.findByRole('list', { name: 'Setup steps' });
    const step = (key: string) => steps.querySelector(`[data-step="${key}"]`)!;
    await waitFor(() => expect(screen.getByTestId('setup-progress').textContent).toBe('0 of 4 done'));
    expect(
      within(step('rates') as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/dashboard/my-rates');
    expect(
      within(step('logo') as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/dashboard/profile');
    expect(
      within(step('contact') as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/dashboard/settings#settings-company');

    // The contractor saves rates, company phone and email elsewhere; back on the dashboard the steps are ticked.
    saved.rates = true;
    saved.settings = {
      ...saved.settings,
      company: { ...saved.settings.company, phone: '(919) 555-0100', email: 'office@newday.test' },
    };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByTestId('setup-progress').textContent).toBe('2 of 4 done'));
    expect(step('rates').getAttribute('data-done')).toBe('true');
    expect(step('contact').getAttribute('data-done')).toBe('true');
    expect(step('logo').getAttribute('data-done')).toBe('false');
    expect(step('licence').getAttribute('data-done')).toBe('false');

    // Everything saved: the checklist has done its job and goes away.
    saved.logo = true;
    saved.settings = {
      ...saved.settings,
      company: { ...saved.settings.company, license_number: 'NC-12345' },
    };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Setup steps' })).toBeNull());
  });
});
