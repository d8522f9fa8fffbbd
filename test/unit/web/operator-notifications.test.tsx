// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

const TODAY = {
  since: '2026-11-28T00:00:00.000Z',
  new_today: { leads: 0, partners: 0, contacts: 0, gdpr: 0 },
  oldest_unanswered: null,
  waiting: [],
  recent_exports: [],
};

const operator = { ...adminUser, role_ids: ['platform_operator', 'account_admin'] };

function renderPage(saved: string | null) {
  seedSession(operator);
  const api = stubApi({
    'GET /api/auth/me': { status: 200, body: operator },
    'GET /api/auth/permissions': { status: 200, body: { permissions: ['users.read', 'users.manage'] } },
    'GET /api/crm/today': { status: 200, body: TODAY },
    'GET /api/crm/notifications': { status: 200, body: { email: saved } },
    'PUT /api/crm/notifications': (call) => ({ status: 200, body: call.body }),
  });
  renderRoute('/dashboard/admin');
  return api;
}

async function emailField(value: string): Promise<HTMLInputElement> {
  const field = await screen.findByLabelText(/^Email/, { selector: 'input' });
  await waitFor(() => expect((field as HTMLInputElement).value).toBe(value));
  return field as HTMLInputElement;
}

afterEach(resetWebTestState);

describe('operator notification address', () => {
  it('shows the saved address and turns notices off when the box is emptied', async () => {
    const api = renderPage('ops@ridgeline.app');
    const field = await emailField('ops@ridgeline.app');
    expect(field.required).toBe(false);
    expect(field.type).toBe('email');

    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notices are off')).toBeTruthy();
    expect(api.callsTo('PUT /api/crm/notifications').map((call) => call.body)).toEqual([{ email: null }]);
  });

  it('refuses a malformed address under the field and sends nothing', async () => {
    const api = renderPage(null);
    const field = await emailField('');
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
        'Please enter a valid email address',
      ),
    );
    expect(api.callsTo('PUT /api/crm/notifications')).toHaveLength(0);
  });
});
