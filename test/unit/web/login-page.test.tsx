// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, DEMO_LOGIN_DELAY_MS } from '../../../shared/kernel/constants';
import { MFA_CODE_WRONG, MFA_SIGN_IN_AGAIN } from '../../../shared/accounts/schemas/auth';
import { getSession } from '../../../web/src/lib/session';
import { adminUser, authAnswer, renderRoute, resetWebTestState, stubApi } from './support';

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** This deployment offers the demo account (as the local runtime does). */
const demoOn = {
  'GET /api/public/config': { status: 200, body: { demo_login: true, demo_read_only: false } },
};

const signedInApi = {
  'GET /api/auth/me': { status: 200, body: adminUser },
  'GET /api/auth/permissions': { status: 200, body: { permissions: ['estimates.read'] } },
};

describe('login page', () => {
  afterEach(resetWebTestState);

  it('Try Demo Login fills the demo credentials and submits them after 500 ms', async () => {
    const api = stubApi({
      'POST /api/auth/login': { status: 200, body: authAnswer() },
      ...signedInApi,
      ...demoOn,
    });
    const { router } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    // The credentials are shown on screen.
    expect(await screen.findByText(DEMO_ACCOUNT.email)).toBeTruthy();
    expect(screen.getByText(DEMO_ACCOUNT.password)).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Try Demo Login' }));
    expect(field(/^email/i).value).toBe(DEMO_ACCOUNT.email);
    expect(field(/^password/i).value).toBe(DEMO_ACCOUNT.password);
    expect(screen.getByRole('button', { name: /signing in/i })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(DEMO_LOGIN_DELAY_MS - 1));
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/login')[0].body).toEqual({
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    vi.useRealTimers();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.token).toBe('access-1');
  });

  it('shows the server detail when the login is refused, without leaving the page', async () => {
    stubApi({ 'POST /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password' } } });
    const { router } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.change(field(/^email/i), { target: { value: 'dana@summitpeak.test' } });
    fireEvent.change(field(/^password/i), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('falls back to the generic message when the server gives no detail', async () => {
    stubApi({ 'POST /api/auth/login': { status: 503 } });
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.change(field(/^email/i), { target: { value: 'dana@summitpeak.test' } });
    fireEvent.change(field(/^password/i), { target: { value: 'whatever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed. Please try again.');
  });

  it('reports a failed demo login with the demo message', async () => {
    stubApi({
      'POST /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password' } },
      ...demoOn,
    });
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try Demo Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Demo login failed. Please try manual login.',
    );
  });

  it('offers no demo login where the deployment has no demo account (GET /api/public/config says off, or fails)', async () => {
    for (const config of [
      { status: 200, body: { demo_login: false, demo_read_only: false } },
      { status: 500, body: { detail: 'down' } },
    ]) {
      const api = stubApi({ 'GET /api/public/config': config });
      renderRoute('/login');
      await screen.findByRole('heading', { name: 'Welcome back' });
      await waitFor(() => expect(api.callsTo('GET /api/public/config').length).toBeGreaterThan(0));
      // Let the answer (and a retry) land before asserting the absence.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(screen.queryByRole('button', { name: 'Try Demo Login' })).toBeNull();
      expect(screen.queryByText(DEMO_ACCOUNT.password)).toBeNull();
      resetWebTestState();
    }
  });

  it('says so when the demo is the read-only demo tenant', async () => {
    stubApi({ 'GET /api/public/config': { status: 200, body: { demo_login: true, demo_read_only: true } } });
    renderRoute('/login');
    expect(await screen.findByRole('button', { name: 'Try Demo Login' })).toBeTruthy();
    expect(screen.getByText(/read-only demo/)).toBeTruthy();
  });

  it('returns to the page the guard came from', async () => {
    stubApi({ 'POST /api/auth/login': { status: 200, body: authAnswer() }, ...signedInApi });
    const { router } = renderRoute('/login', {
      from: { pathname: '/dashboard/customers', search: '', hash: '' },
    });
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.change(field(/^email/i), { target: { value: 'dana@summitpeak.test' } });
    fireEvent.change(field(/^password/i), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/customers'));
  });

  it('toggles password visibility with a pressed-state button', async () => {
    stubApi({});
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(field(/^password/i).type).toBe('password');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(field(/^password/i).type).toBe('text');
  });
  it('asks an operator for the authenticator code, with the key on the first sign-in, and only then signs in', async () => {
    const challenge = {
      mfa_required: true,
      mfa_token: 'challenge-1',
      setup: {
        secret: 'ABCDEFGHIJKLMNOP',
        otpauth_uri: 'otpauth://totp/Ridgeline:ops?secret=ABCDEFGHIJKLMNOP',
      },
    };
    let codes = 0;
    const api = stubApi({
      'POST /api/auth/login': { status: 200, body: challenge },
      // The first code is wrong, the second right.
      'POST /api/auth/mfa': () =>
        ++codes === 1
          ? { status: 400, body: { detail: MFA_CODE_WRONG } }
          : { status: 200, body: authAnswer() },
      ...signedInApi,
    });
    const { router } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.change(field(/^email/i), { target: { value: 'ops@ridgeline.test' } });
    fireEvent.change(field(/^password/i), { target: { value: 'RidgelineOps1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Set up two-step sign-in' });
    expect(screen.getByLabelText('Authenticator key').textContent).toBe('ABCD EFGH IJKL MNOP');
    expect(getSession()).toBeNull();

    fireEvent.change(field(/^authenticator code/i), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MFA_CODE_WRONG);
    expect(getSession()).toBeNull();

    fireEvent.change(field(/^authenticator code/i), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST /api/auth/mfa')[1].body).toEqual({ mfa_token: 'challenge-1', code: '123 456' });
    expect(getSession()?.token).toBe('access-1');
  });

  it('sends an operator back to the password when the code step timed out', async () => {
    stubApi({
      'POST /api/auth/login': { status: 200, body: { mfa_required: true, mfa_token: 'challenge-2' } },
      'POST /api/auth/mfa': { status: 401, body: { detail: MFA_SIGN_IN_AGAIN } },
    });
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    fireEvent.change(field(/^email/i), { target: { value: 'ops@ridgeline.test' } });
    fireEvent.change(field(/^password/i), { target: { value: 'RidgelineOps1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    fireEvent.change(field(/^authenticator code/i), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect((await screen.findByRole('alert')).textContent).toContain(MFA_SIGN_IN_AGAIN);
  });
});
