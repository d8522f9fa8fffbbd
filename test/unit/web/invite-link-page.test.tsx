// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, resetWebTestState, stubApi } from './support';

// An invite whose address got a Ridgeline account meanwhile is refused (409) with a way
// forward, on opening the link and on submitting the password.

const TAKEN =
  'This email already has a Ridgeline account. Sign in, or ask your admin to invite another address.';

function expectRefusalScreen() {
  expect(screen.getByText(TAKEN)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  expect(screen.getByRole('link', { name: 'Reset Password' }).getAttribute('href')).toBe('/forgot-password');
  expect(screen.queryByRole('button', { name: 'Set Password' })).toBeNull();
}

/** Opens the invite link page, waits for the verified form, and submits a new password. */
async function submitInvitePassword(): Promise<void> {
  renderRoute('/reset-password?token=abc&invite=1');
  expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
  // The form shows once the link is verified (the heading shows while it is checked, too).
  expect(await screen.findByText(/casey@summitpeak\.test/)).toBeTruthy();
  for (const label of [/^new password/i, /^confirm new password/i])
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), {
      target: { value: 'Joined-2026' },
    });
  fireEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('Invite link whose address has an account already', () => {
  afterEach(resetWebTestState);

  it('shows the refusal and what to do when the link is opened', async () => {
    stubApi({ 'POST /api/auth/verify-reset-token': { status: 409, body: { detail: TAKEN } } });
    renderRoute('/reset-password?token=taken&invite=1');
    expect(await screen.findByRole('heading', { name: 'Invite Cannot Be Accepted' })).toBeTruthy();
    expectRefusalScreen();
  });

  it('shows the same refusal when the address was taken while the form was open', async () => {
    const api = stubApi({
      'POST /api/auth/verify-reset-token': {
        status: 200,
        body: { valid: true, purpose: 'invite', email: 'casey@summitpeak.test' },
      },
      'POST /api/auth/password-reset-confirm': { status: 409, body: { detail: TAKEN } },
    });
    await submitInvitePassword();
    expect(await screen.findByRole('heading', { name: 'Invite Cannot Be Accepted' })).toBeTruthy();
    expectRefusalScreen();
    expect(api.callsTo('POST /api/auth/password-reset-confirm')).toHaveLength(1);
  });

  it('keeps the generic failure message for other errors', async () => {
    stubApi({
      'POST /api/auth/verify-reset-token': {
        status: 200,
        body: { valid: true, purpose: 'invite', email: 'casey@summitpeak.test' },
      },
      'POST /api/auth/password-reset-confirm': { status: 500, body: { detail: 'boom' } },
    });
    await submitInvitePassword();
    expect(
      await screen.findByText('Failed to reset password. Please try again or request a new reset link.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invite Cannot Be Accepted' })).toBeNull();
  });
});
