// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../web/src/app/query-client';
import { defaultCatalogue } from '../../../shared/estimates/catalogue';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing';
import type { WidgetSettings } from '../../../shared/widget/schemas/widget';
import { ApiSection } from '../../../web/src/features/api-keys/components/api-section';
import { WebsiteQuoteSection } from '../../../web/src/features/website-quote/components/website-quote-section';
import { SessionContext, type SessionContextValue } from '../../../web/src/lib/session-context';
import { adminUser, resetWebTestState, stubApi } from './support';

const session = {
  user: adminUser,
  isAuthenticated: true,
  permissions: ['api-keys.manage', 'integrations.manage'],
  permissionsStatus: 'ready',
  hasPermission: () => true,
  hasRole: () => true,
  login: () => undefined,
  logout: () => undefined,
  signingOut: false,
} satisfies SessionContextValue;

function renderAsAdmin(children: ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionContext>
    </QueryClientProvider>,
  );
}

const noKeys = {
  keys: [],
  calls_this_month: 0,
  api_access: true,
  plans_with_api: ['Professional'],
  rate_limit_per_minute: 60,
};

describe('Settings → API: Create API key', () => {
  afterEach(resetWebTestState);

  it('names a missing name and scope under their fields and makes no key', async () => {
    const api = stubApi({ 'GET /api/api-keys': { status: 200, body: noKeys } });
    renderAsAdmin(<ApiSection />);
    fireEvent.click(await screen.findByLabelText(/estimates:read/));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose at least one scope')).toBeTruthy();
    expect(api.callsTo('POST /api/api-keys')).toHaveLength(0);
  });

  it('sends the typed name and the ticked scopes in the list’s order, then shows the secret once', async () => {
    const api = stubApi({
      'GET /api/api-keys': { status: 200, body: noKeys },
      'POST /api/api-keys': {
        status: 201,
        body: {
          key: {
            id: 'k-1',
            name: 'CRM sync',
            prefix: 'rk_live_abc',
            scopes: ['estimates:read', 'projects:read'],
            created_at: '2026-01-02T00:00:00Z',
            created_by: 'Dana Reyes',
            last_used_at: null,
            state: 'active',
            expires_at: null,
            revoked_at: null,
            calls_this_month: 0,
          },
          secret: 'rk_live_abc_secret',
        },
      },
    });
    renderAsAdmin(<ApiSection />);
    fireEvent.change(await screen.findByLabelText(/^Key name/), { target: { value: ' CRM sync ' } });
    fireEvent.click(screen.getByLabelText(/projects:read/));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(api.callsTo('POST /api/api-keys')).toHaveLength(1));
    expect(api.callsTo('POST /api/api-keys')[0].body).toEqual({
      name: 'CRM sync',
      scopes: ['estimates:read', 'projects:read'],
    });
    expect(await screen.findByTestId('api-key-secret')).toBeTruthy();
  });
});

const catalogue = defaultCatalogue(DEFAULT_RATES);
const widget: WidgetSettings = {
  enabled: false,
  origins: [],
  line_ids: ['good'],
  price_display: 'range',
  headline: 'Get your roof price in a minute',
  brand_colour: null,
  show_logo: true,
  logo_url: null,
  consent_text: 'I agree that {company} may contact me about my roof.',
  key: null,
  key_created_at: null,
  updated_at: null,
  company_brand_colour: '#0f766e',
  company_name: 'Summit Peak Roofing',
};

function widgetApi() {
  return stubApi({
    'GET /api/widget-settings': { status: 200, body: widget },
    'GET /api/catalogue': {
      status: 200,
      body: {
        // A fourth line, so the three-option limit shows.
        catalogue: {
          ...catalogue,
          lines: [
            ...catalogue.lines,
            { ...catalogue.lines[0]!, id: 'slate', tier: 'Premium', name: 'Natural slate' },
          ],
        },
        is_default: false,
        updated_at: null,
      },
    },
    'PUT /api/widget-settings': (call) => ({ status: 200, body: { ...widget, ...(call.body as object) } }),
  });
}

describe('Settings → Website quote', () => {
  afterEach(resetWebTestState);

  it('names a website that is not an https origin and a consent text that drops the company, and saves nothing', async () => {
    const api = widgetApi();
    renderAsAdmin(<WebsiteQuoteSection />);
    fireEvent.change(await screen.findByLabelText(/^Allowed websites/), {
      target: { value: 'http://summitpeak.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Consent text/), {
      target: { value: 'I agree that the roofer may contact me about my roof.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save website quote' }));
    expect(
      await screen.findByText('http://summitpeak.test: websites must use https (http only for localhost)'),
    ).toBeTruthy();
    expect(screen.getByText('The consent text must name you: keep {company} in it')).toBeTruthy();
    expect(api.callsTo('PUT /api/widget-settings')).toHaveLength(0);
  });

  it('saves the websites as a list, at most three price options, and the company colour as none of its own', async () => {
    const api = widgetApi();
    renderAsAdmin(<WebsiteQuoteSection />);
    fireEvent.click(await screen.findByLabelText('Show the quote tool on my website'));
    fireEvent.change(screen.getByLabelText(/^Allowed websites/), {
      target: { value: 'https://www.summitpeak.test/\nhttps://summitpeak.test' },
    });
    fireEvent.click(await screen.findByLabelText(/^Better/));
    fireEvent.click(screen.getByLabelText(/^Best/));
    // Three are ticked: the fourth cannot be.
    expect((screen.getByLabelText(/^Premium/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save website quote' }));
    await waitFor(() => expect(api.callsTo('PUT /api/widget-settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/widget-settings')[0].body).toEqual({
      enabled: true,
      origins: ['https://www.summitpeak.test', 'https://summitpeak.test'],
      line_ids: ['good', 'better', 'best'],
      price_display: 'range',
      headline: 'Get your roof price in a minute',
      brand_colour: null,
      show_logo: true,
      consent_text: 'I agree that {company} may contact me about my roof.',
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });
});
