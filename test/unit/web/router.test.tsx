// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi } from './support';

const basicUser = { ...adminUser, role: 'user' as const, role_ids: ['account_user'] };

function signedInApi(permissions: string[], user = adminUser) {
  return stubApi({
    'GET /api/auth/me': { status: 200, body: user },
    'GET /api/auth/permissions': { status: 200, body: { permissions } },
    'GET /api/estimates': {
      status: 200,
      body: {
        estimates: [],
        next_cursor: null,
        summary: { total_estimates: 0, proposals_sent: 0, accepted: 0, total_value: 0 },
      },
    },
  });
}

describe('router', () => {
  afterEach(resetWebTestState);

  it('redirects an unknown path to the landing page', async () => {
    // The landing page loads its content from the API: answered here, never the network.
    stubApi({});
    const { router } = renderRoute('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: /measure any roof from satellite data/i }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-out visitor of a dashboard page to /login, remembering where they were', async () => {
    stubApi({});
    const { router } = renderRoute('/dashboard/customers');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/customers' } });
  });

  it('shows Access Denied naming the missing permission, with a Go Back button', async () => {
    seedSession(basicUser);
    signedInApi(['estimates.read', 'projects.read'], basicUser);
    const { router } = renderRoute('/dashboard/insurance');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('disputes.read')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Insurance' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the gated screen when the permission is granted', async () => {
    seedSession();
    signedInApi(['disputes.read', 'projects.create']);
    renderRoute('/dashboard/insurance');
    expect(await screen.findByRole('heading', { name: 'Insurance' })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
    // New Project is offered only with projects.create.
    expect(screen.getByRole('link', { name: /new project/i }).getAttribute('href')).toBe(
      '/dashboard/projects/new',
    );
  });

  it('hides New Project without projects.create and greets the user on the dashboard', async () => {
    seedSession(basicUser);
    signedInApi(['estimates.read'], basicUser);
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Dana' })).toBeTruthy();
    expect(await screen.findByText('No estimates yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /new project/i })).toBeNull());
  });

  it('lists a work screen in the sidebar only for members holding its permission', async () => {
    seedSession(basicUser);
    signedInApi(['estimates.read', 'projects.read', 'documents.read'], basicUser);
    renderRoute('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    await waitFor(() => expect(nav.querySelector('a[href="/dashboard/projects"]')).not.toBeNull());
    expect(nav.querySelector('a[href="/dashboard/documents"]')).not.toBeNull();
    expect(nav.querySelector('a[href="/dashboard/insurance"]')).toBeNull();
    expect(nav.querySelector('a[href="/dashboard/reports"]')).toBeNull();
    expect(nav.querySelector('a[href="/dashboard/settings"]')).not.toBeNull();
  });

  it('gives operators their own sidebar and no New Project button', async () => {
    seedSession();
    signedInApi(['users.read', 'projects.create']);
    renderRoute('/dashboard/profile');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    await waitFor(() => expect(nav.querySelector('a[href="/dashboard/admin/crm"]')).not.toBeNull());
    expect(nav.querySelector('a[href="/dashboard/estimates"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /new project/i })).toBeNull();
  });

  it('logs out when loading the stored session fails', async () => {
    seedSession();
    stubApi({ 'GET /api/auth/me': { status: 500 }, 'GET /api/auth/permissions': { status: 500 } });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('ridgeline.token')).toBeNull();
  });

  it('Sign Out clears the session and lands on the landing page (not /login)', async () => {
    seedSession();
    signedInApi(['estimates.read']);
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Dana' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('ridgeline.token')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: /measure any roof/i })).toBeTruthy();
  });

  it('/api-documentation is the API reference now, not the coming-soon page', async () => {
    renderRoute('/api-documentation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ridgeline API' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Rate limits' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get Early Access' })).toBeNull();
  });

  it('titles the shared coming-soon page from the path', async () => {
    renderRoute('/integration-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integration Guide' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Early Access' }).getAttribute('href')).toBe('/early-access');
  });
});
