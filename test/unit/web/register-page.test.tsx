// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../web/src/lib/session';
import { SIGNUP_PROOF_KEY } from '../../../web/src/features/auth/api/signup';
import { adminUser, authAnswer, renderRoute, resetWebTestState, stubApi } from './support';

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

async function openRegister() {
  const view = renderRoute('/register');
  await screen.findByRole('heading', { name: 'Create your account' });
  return view;
}

function fillRequired(password = 'Roofing2025!') {
  type(/^first name/i, 'Dana');
  type(/^last name/i, 'Reyes');
  type(/^email/i, 'Dana@SummitPeak.test');
  type(/^password/i, password);
  type(/^confirm password/i, password);
}

const signedIn = {
  'GET /api/auth/me': { status: 200, body: adminUser },
  'GET /api/auth/permissions': { status: 200, body: { permissions: [] } },
};

describe('register page', () => {
  afterEach(resetWebTestState);

  it('says live whether the confirmation matches', async () => {
    stubApi({});
    await openRegister();
    type(/^password/i, 'Roofing2025!');
    type(/^confirm password/i, 'Roofing2025?');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(field(/^confirm password/i).getAttribute('aria-invalid')).toBe('true');
    type(/^confirm password/i, 'Roofing2025!');
    expect(screen.getByText('Passwords match')).toBeTruthy();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('shows the strength of the password', async () => {
    stubApi({});
    await openRegister();
    type(/^password/i, 'roofing');
    expect(screen.getByText('Password strength: Weak')).toBeTruthy();
    type(/^password/i, 'Roofing2025!');
    expect(screen.getByText('Password strength: Strong')).toBeTruthy();
  });

  it('refuses a short password with the spec message and sends nothing', async () => {
    const api = stubApi({});
    await openRegister();
    fillRequired('Ab1!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(/^password/i).getAttribute('aria-invalid')).toBe('true'));
    const describedBy = field(/^password/i).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Password must be at least 8 characters long',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('omits empty phone and company from the signup payload, sends the browser proof it keeps, then says to check the email', async () => {
    const api = stubApi({ 'POST /api/auth/signup': { status: 202, body: { message: 'Check your email.' } } });
    const { router } = await openRegister();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1));
    const kept = localStorage.getItem(SIGNUP_PROOF_KEY);
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(api.callsTo('POST /api/auth/signup')[0].body).toEqual({
      email: 'dana@summitpeak.test',
      password: 'Roofing2025!',
      first_name: 'Dana',
      last_name: 'Reyes',
      browser_proof: kept,
    });
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByTestId('signup-sent').textContent).toContain('dana@summitpeak.test');
    // No account and no session until the mailed link is followed.
    expect(router.state.location.pathname).toBe('/register');
    expect(getSession()).toBeNull();
  });

  it('sends phone and company when given', async () => {
    const api = stubApi({ 'POST /api/auth/signup': { status: 202, body: { message: 'Check your email.' } } });
    await openRegister();
    fillRequired();
    type(/^phone/i, ' (555) 010-2030 ');
    type(/^company/i, 'Summit Peak Roofing');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/signup')[0].body).toMatchObject({
      phone: '(555) 010-2030',
      company: 'Summit Peak Roofing',
    });
  });

  it('shows the server detail when the email is taken', async () => {
    stubApi({
      'POST /api/auth/signup': { status: 409, body: { detail: 'An account with this email already exists' } },
    });
    const { router } = await openRegister();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An account with this email already exists',
    );
    expect(router.state.location.pathname).toBe('/register');
  });

  it('takes a code from ?coupon=, says what it grants and sends it with the sign-up', async () => {
    const api = stubApi({
      'POST /api/coupons/validate': {
        status: 200,
        body: {
          valid: true,
          code: 'BETA50',
          reason: null,
          message: 'This code gives you a 46-day free trial, beta tester access, 50% off your plan.',
          grants: null,
        },
      },
      'POST /api/auth/signup': { status: 201, body: authAnswer() },
      ...signedIn,
    });
    renderRoute('/register?coupon=beta50');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(field(/^coupon code/i).value).toBe('BETA50');
    fireEvent.blur(field(/^coupon code/i));
    expect(await screen.findByText(/46-day free trial/)).toBeTruthy();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/signup')[0].body).toMatchObject({ coupon: 'BETA50' });
  });

  it('folds the code field away behind "I have a code" and shows a refused code next to it', async () => {
    stubApi({
      'POST /api/auth/signup': {
        status: 400,
        body: {
          detail: 'This code has been used up',
          errors: [{ path: 'coupon', message: 'This code has been used up' }],
        },
      },
    });
    await openRegister();
    expect(screen.queryByLabelText(/^coupon code/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    type(/^coupon code/i, 'BETA50');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This code has been used up');
  });
});

describe('confirm sign-up page', () => {
  afterEach(resetWebTestState);

  async function openConfirm(query = '?token=mailed-token') {
    const view = renderRoute(`/confirm-signup${query}`);
    await screen.findByRole('heading', { name: 'Confirm your email' });
    return view;
  }

  it('sends the token with the chosen password, signs in and opens the dashboard', async () => {
    const api = stubApi({
      'POST /api/auth/signup/confirm': { status: 201, body: authAnswer() },
      ...signedIn,
    });
    const { router } = await openConfirm();
    type(/^password/i, 'Roofing2025!');
    fireEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/signup/confirm')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/signup/confirm')[0].body).toEqual({
      token: 'mailed-token',
      password: 'Roofing2025!',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.user.id).toBe(adminUser.id);
  });

  it('shows a wrong password next to the field and keeps the form', async () => {
    const detail = 'This is not the password you chose when you signed up.';
    stubApi({
      'POST /api/auth/signup/confirm': {
        status: 400,
        body: { detail, errors: [{ path: 'password', message: detail }] },
      },
    });
    await openConfirm();
    type(/^password/i, 'Wrong-one-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await waitFor(() => expect(field(/^password/i).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(detail).length).toBeGreaterThan(0);
    expect(getSession()).toBeNull();
  });

  it('in the browser that signed up, confirms with the kept proof at once: no password, signed in, proof forgotten', async () => {
    const proof = 'p'.repeat(43);
    localStorage.setItem(SIGNUP_PROOF_KEY, proof);
    const api = stubApi({
      'POST /api/auth/signup/confirm': { status: 201, body: authAnswer() },
      ...signedIn,
    });
    const { router } = renderRoute('/confirm-signup?token=mailed-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST /api/auth/signup/confirm').map((call) => call.body)).toEqual([
      { token: 'mailed-token', browser_proof: proof },
    ]);
    expect(getSession()?.user.id).toBe(adminUser.id);
    expect(localStorage.getItem(SIGNUP_PROOF_KEY)).toBeNull();
  });

  it('asks for the password when the kept proof belongs to another sign-up', async () => {
    localStorage.setItem(SIGNUP_PROOF_KEY, 'q'.repeat(43));
    const detail = 'Enter the password you chose when you signed up.';
    stubApi({
      'POST /api/auth/signup/confirm': {
        status: 400,
        body: { detail, errors: [{ path: 'browser_proof', message: detail }] },
      },
    });
    await openConfirm();
    expect(getSession()).toBeNull();
  });

  it('turns a used or expired link into a screen with ways on, and a link without token too', async () => {
    const detail = 'This confirmation link has expired. Please sign up again.';
    stubApi({ 'POST /api/auth/signup/confirm': { status: 400, body: { detail } } });
    await openConfirm();
    type(/^password/i, 'Roofing2025!');
    fireEvent.click(screen.getByRole('button', { name: 'Create My Account' }));
    await screen.findByRole('heading', { name: 'This link cannot be used' });
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up Again' }).getAttribute('href')).toBe('/register');
    resetWebTestState();
    stubApi({});
    renderRoute('/confirm-signup');
    await screen.findByRole('heading', { name: 'This link cannot be used' });
  });
});
