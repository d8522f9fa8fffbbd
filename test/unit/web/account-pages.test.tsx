// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../shared/accounts/schemas/profile';
import { logoFileProblem } from '../../../web/src/features/profile/components/logo-card';
import { gifBytes, pngBytes } from '../../support/images';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi, type ApiReply } from './support';

const profile: Profile = {
  id: adminUser.id,
  first_name: 'Dana',
  last_name: 'Reyes',
  email: adminUser.email,
  phone: null,
  company: 'Summit Peak Roofing',
  company_logo: null,
  role: 'admin',
  can_edit_company: true,
};

function signedIn(extra: Record<string, ApiReply> = {}) {
  seedSession();
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': { status: 200, body: { permissions: ['team.manage'] } },
    'GET /api/profile/me': { status: 200, body: profile },
    'GET /api/profile/subscription': {
      status: 200,
      body: {
        subscription_status: 'trial',
        subscription_tier: 'pro',
        trial_ends_at: '2030-01-15T00:00:00.000Z',
      },
    },
    ...extra,
  });
}

function change(container: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(container).getByLabelText(label, { selector: 'input' }), { target: { value } });
}

describe('Account Settings page', () => {
  afterEach(resetWebTestState);

  it('shows the account form with the email locked, and the account status note', async () => {
    signedIn();
    renderRoute('/dashboard/account');
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
    const email = (await screen.findByLabelText(/^email/i, { selector: 'input' })) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe(adminUser.email);
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
    expect(
      screen.getByText('Your account is active. For subscription management, please visit the Billing page.'),
    ).toBeTruthy();
  });

  it('saves the account information with the spec message', async () => {
    const api = signedIn({
      'PUT /api/profile/me': { status: 200, body: { ...profile, last_name: 'Reyes-Hall' } },
    });
    renderRoute('/dashboard/account');
    const form = await screen.findByRole('form', { name: 'Account information' });
    change(form, /^last name/i, 'Reyes-Hall');
    change(form, /^phone/i, '(555) 123-4567');
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Account information updated successfully!')).toBeTruthy();
    expect(api.callsTo('PUT /api/profile/me')[0].body).toEqual({
      first_name: 'Dana',
      last_name: 'Reyes-Hall',
      phone: '(555) 123-4567',
      company: 'Summit Peak Roofing',
    });
    expect(api.callsTo('PUT /api/profile/me')[0].query.get('user_id')).toBe(adminUser.id);
  });

  it('checks the new password in the browser with the spec messages, then changes it for real', async () => {
    const api = signedIn({
      'POST /api/auth/change-password': (call) =>
        (call.body as { current_password: string }).current_password === 'right-password'
          ? { status: 200, body: { message: 'Password changed successfully.' } }
          : { status: 400, body: { detail: 'Current password is incorrect.' } },
    });
    renderRoute('/dashboard/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    change(form, /^current password/i, 'wrong-password');
    change(form, /^new password/i, 'Roofing-2026');
    change(form, /^confirm new password/i, 'Roofing-2027');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('New passwords do not match.')).toBeTruthy();
    change(form, /^new password/i, 'short');
    change(form, /^confirm new password/i, 'short');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText('Password must be at least 8 characters long.')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/change-password')).toHaveLength(0);

    change(form, /^new password/i, 'Roofing-2026');
    change(form, /^confirm new password/i, 'Roofing-2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Current password is incorrect.').length).toBeGreaterThan(0);

    change(form, /^current password/i, 'right-password');
    fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeTruthy();
    expect(
      (within(form).getByLabelText(/^current password/i, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('');
    expect(api.callsTo('POST /api/auth/change-password').at(-1)?.body).toEqual({
      current_password: 'right-password',
      new_password: 'Roofing-2026',
    });
  });
});

describe('Profile page', () => {
  afterEach(resetWebTestState);

  it('recognises logo files by their bytes and size before uploading', async () => {
    expect(
      await logoFileProblem(new File([new Uint8Array(pngBytes())], 'logo.png', { type: 'image/png' })),
    ).toBeNull();
    expect(
      await logoFileProblem(new File([new Uint8Array(gifBytes())], 'logo.png', { type: 'image/png' })),
    ).toBe('Only PNG and JPG files are allowed');
    expect(
      await logoFileProblem(new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' })),
    ).toBe('File size must be less than 5MB');
  });

  it('refuses a GIF named .png without calling the API, and uploads a real PNG', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const key = 'incoming/accounts/acct-1/logos/01JD3Q8Z7M2N4P6R8S0T2V4X6Y';
    const api = signedIn({
      'POST /api/profile/logo/upload-url': {
        status: 200,
        body: {
          upload_url: 'http://s3.local/ridgeline-uploads',
          fields: { key, Policy: 'p', 'X-Amz-Signature': 's' },
          key,
          max_bytes: 5_242_880,
        },
      },
      'POST /ridgeline-uploads': { status: 204 },
      'POST /api/profile/logo/confirm': {
        status: 200,
        body: { logo_url: 'http://s3.local/logo.png', message: 'Logo uploaded successfully' },
      },
    });
    renderRoute('/dashboard/profile');
    const input = (await screen.findByLabelText('Choose a logo file')) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(gifBytes())], 'logo.png', { type: 'image/png' })] },
    });
    // Reading the file's first bytes can take a while on a busy machine; the message stays 5 s.
    expect(await screen.findByText('Only PNG and JPG files are allowed')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload Logo' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(pngBytes())], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Ready to upload: logo.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Logo' }));
    expect(await screen.findByText('Logo uploaded successfully')).toBeTruthy();
    // Two steps through S3 (so 5 MB works on AWS): URL, browser upload, confirm of that key.
    expect(
      api.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.startsWith('POST')),
    ).toEqual([
      'POST /api/profile/logo/upload-url',
      'POST /ridgeline-uploads',
      'POST /api/profile/logo/confirm',
    ]);
    expect(api.callsTo('POST /api/profile/logo/confirm')[0].body).toEqual({ key });
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    await waitFor(() => expect(screen.queryByText('Logo uploaded successfully')).toBeNull());
  });

  it('offers the upgrade instead of the upload on a free plan', async () => {
    signedIn({
      'GET /api/profile/subscription': {
        status: 200,
        body: { subscription_status: 'free', subscription_tier: 'pro', trial_ends_at: null },
      },
    });
    renderRoute('/dashboard/profile');
    expect(
      await screen.findByText(
        'Logo upload is only available for paying customers. Please upgrade your subscription.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Choose a logo file')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: 'Upgrade' }))
      expect(link.getAttribute('href')).toBe('/dashboard/billing?action=changePlan');
  });
});

describe('Reset password page for an invite', () => {
  afterEach(resetWebTestState);

  it('says "Set your password", sets it and goes to the login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'POST /api/auth/verify-reset-token': {
        status: 200,
        body: { valid: true, purpose: 'invite', email: 'casey@summitpeak.test' },
      },
      'POST /api/auth/password-reset-confirm': {
        status: 200,
        body: { message: 'Your password has been set. You can now sign in.' },
      },
    });
    const { router } = renderRoute('/reset-password?token=abc&invite=1');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(await screen.findByText(/casey@summitpeak\.test/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^new password/i, { selector: 'input' }), {
      target: { value: 'Joined-2026' },
    });
    fireEvent.change(screen.getByLabelText(/^confirm new password/i, { selector: 'input' }), {
      target: { value: 'Joined-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Set' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/password-reset-confirm')[0].body).toEqual({
      token: 'abc',
      new_password: 'Joined-2026',
    });
    await act(async () => {
      vi.advanceTimersByTime(2_500);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the invalid-link screen for a used or expired link', async () => {
    stubApi({
      'POST /api/auth/verify-reset-token': {
        status: 400,
        body: { detail: 'This reset link is invalid or has expired' },
      },
    });
    renderRoute('/reset-password?token=used');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText('This reset link is invalid or has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
