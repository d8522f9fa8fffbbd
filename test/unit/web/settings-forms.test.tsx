// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../web/src/app/query-client';
import { ApiSection } from '../../../web/src/features/api-keys/components/api-section';
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
