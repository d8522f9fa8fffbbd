import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../../shared/kernel/constants.js';
import { signUp } from '../support/api.js';
import { openPage, pageErrors, PHONE, shot, signIn, submitSignIn, useBrowser } from '../support/browser.js';
import { waitForConfirmationToken } from '../support/signup-flow.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function done(page: Page): Promise<void> {
  expect(pageErrors(page)).toEqual([]);
  await page.context().close();
}

// Each step of the sign-in journey is its own test: an account made through the API where the
// sign-up form is not the screen under test, so one failing step does not hide the others.
describe('sign-in journey in Chromium', () => {
  it('register → check your email → the link confirms in one click → dashboard, and the session survives a reload', async () => {
    const page = await openPage(browser);
    const email = `e2e.${Date.now()}@example.com`;

    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Morgan');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill('Ridge-line-2026');
    await page.getByLabel('Confirm password').fill('Ridge-line-202');
    await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(1);
    await page.getByLabel('Confirm password').fill('Ridge-line-2026');
    await expect.poll(() => page.getByText('Passwords match').count()).toBe(1);
    await page.getByLabel('Company (optional)').fill('Morgan Roofing Co');
    await shot(page, 'register-filled');
    const since = Math.floor(Date.now() / 1000) - 1;
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The email is proven first: the form only mails a link.
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1);
    await shot(page, 'register-check-email');
    const token = await waitForConfirmationToken(inject('mailViewerUrl'), email, since);
    // Opened in the browser that signed up, the link finishes the sign-up: no password asked again.
    await page.goto(`${baseUrl}/confirm-signup?token=${token}`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    // A new user's first visit says "Welcome"; every later one "Welcome back".
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Riley' }).count()).toBe(1);
    await shot(page, 'dashboard-after-register');

    // The session survives a reload (token and user restored from storage), and the greeting moves on.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Riley' }).count()).toBe(1);
    await done(page);
  });

  it('the same link opened in another browser asks for the chosen password; a wrong one is refused', async () => {
    const signingUp = await openPage(browser);
    const email = `e2e.other.${Date.now()}@example.com`;
    await signingUp.goto(`${baseUrl}/register`);
    await signingUp.getByLabel('First name').fill('Avery');
    await signingUp.getByLabel('Last name').fill('Quinn');
    await signingUp.getByLabel('Email').fill(email);
    await signingUp.locator('input[name="password"]').fill('Ridge-line-2026');
    await signingUp.getByLabel('Confirm password').fill('Ridge-line-2026');
    const since = Math.floor(Date.now() / 1000) - 1;
    await signingUp.getByRole('button', { name: 'Create Account' }).click();
    await signingUp.getByRole('heading', { name: 'Check your email' }).waitFor();
    const token = await waitForConfirmationToken(inject('mailViewerUrl'), email, since);

    // A phone's mail app, say: no proof kept there, so the password proves who signed up.
    const elsewhere = await openPage(browser, PHONE);
    await elsewhere.goto(`${baseUrl}/confirm-signup?token=${token}`);
    await elsewhere.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await shot(elsewhere, 'confirm-signup-other-browser');
    await elsewhere.locator('input[name="password"]').fill('Not-the-password-1');
    await elsewhere.getByRole('button', { name: 'Create My Account' }).click();
    await expect
      .poll(() => elsewhere.getByText('This is not the password you chose when you signed up.').count())
      .toBeGreaterThan(0);
    await elsewhere.locator('input[name="password"]').fill('Ridge-line-2026');
    await elsewhere.getByRole('button', { name: 'Create My Account' }).click();
    await elsewhere.waitForURL(`${baseUrl}/dashboard`);
    await done(elsewhere);
    await done(signingUp);
  });

  it('sign out → the dashboard asks to sign in → a wrong password is refused → the right one signs in', async () => {
    const account = await signUp({ first_name: 'Riley' });
    const page = await openPage(browser);
    await signIn(page, account);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Riley' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);

    await page.getByLabel('Email').fill(account.email);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Incorrect email or password.').count()).toBe(1);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await done(page);
  });

  it('a password change signs out every session, this one too: the page says so, the new password signs in', async () => {
    const account = await signUp();
    const page = await openPage(browser);
    await signIn(page, account);

    await page.goto(`${baseUrl}/dashboard/account`);
    await page.locator('input[name="current_password"]').fill(account.password);
    await page.locator('input[name="new_password"]').fill('Ridge-line-2027');
    await page.locator('input[name="confirm_password"]').fill('Ridge-line-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Password changed successfully.').count()).toBe(1);
    await page.waitForURL(`${baseUrl}/login`);
    await expect.poll(() => page.getByText(/every device was signed out/).count()).toBe(1);
    await shot(page, 'login-after-password-change');
    await submitSignIn(page, { email: account.email, password: 'Ridge-line-2027' });
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await done(page);
  });

  it('the demo login fills in the demo account and opens its dashboard', async () => {
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/login`);
    await expect.poll(() => page.getByText(DEMO_ACCOUNT.password).count()).toBe(1);
    await shot(page, 'login');
    await page.getByRole('button', { name: 'Try Demo Login' }).click();
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO_ACCOUNT.email);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect
      // "Welcome" on this browser's first visit while the seeded demo user is new, "Welcome back" after.
      .poll(() =>
        page
          .getByRole('heading', { name: new RegExp(`^Welcome( back)?, ${DEMO_ACCOUNT.firstName}$`) })
          .count(),
      )
      .toBe(1);
    await shot(page, 'dashboard-demo');
    await done(page);
  });

  it('sends a signed-out visitor to /login and back to the page they wanted', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${baseUrl}/dashboard/my-rates`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
    await page.locator('input[name="password"]').fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/my-rates`);
    await shot(page, 'mobile-after-return');
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });
});
