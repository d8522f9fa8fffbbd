import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUp, uniqueEmail } from '../support/api.js';
import { waitForPasswordLink } from '../support/accounts.js';
import { collectPageErrors, shot, submitSignIn, useBrowser } from '../support/browser.js';
import { gifBytes, pngBytes } from '../support/images.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function newPage(width = 1280): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  return { page, errors, close: () => context.close() };
}

async function visible(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

describe('accounts in Chromium', () => {
  it('an admin invites a teammate, who sets a password, signs in and is refused once removed', async () => {
    const admin = await signUp({ company: 'Ridge & Valley Roofing', first_name: 'Dana', last_name: 'Reyes' });
    const teammate = uniqueEmail('teammate');
    const adminView = await newPage();
    await submitSignIn(adminView.page, { email: admin.email, password: admin.password });
    await adminView.page.waitForURL(`${baseUrl}/dashboard`);
    await adminView.page.getByRole('link', { name: 'Users' }).click();
    await visible(adminView.page, 'Current Plan: Pro (5 Users)');
    await adminView.page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = adminView.page.getByRole('dialog', { name: 'Invite Team Member' });
    await dialog.getByLabel('First name').fill('Casey');
    await dialog.getByLabel('Last name').fill('Morgan');
    await dialog.getByLabel('Email').fill(teammate);
    await dialog.getByLabel('Role').selectOption('manager');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await visible(
      adminView.page,
      'User invited successfully! They will receive an email to set up their account.',
    );
    await visible(adminView.page, 'Invited');
    await shot(adminView.page, 'team-invited');

    // The invite mail, as the local mail viewer holds it.
    const { url } = await waitForPasswordLink(teammate);
    expect(url.searchParams.get('invite')).toBe('1');
    const teammateView = await newPage(375);
    await teammateView.page.goto(url.toString());
    await expect
      .poll(() => teammateView.page.getByRole('heading', { name: 'Set your password' }).count())
      .toBe(1);
    await teammateView.page.locator('input[name="new_password"]').fill('Casey-Roofs-2026');
    await teammateView.page.locator('input[name="confirm_password"]').fill('Casey-Roofs-2026');
    await shot(teammateView.page, 'invite-set-password');
    await teammateView.page.getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => teammateView.page.getByRole('heading', { name: 'Password Set' }).count()).toBe(1);
    await teammateView.page.waitForURL(`${baseUrl}/login`);
    await submitSignIn(teammateView.page, { email: teammate, password: 'Casey-Roofs-2026' });
    await teammateView.page.waitForURL(`${baseUrl}/dashboard`);
    await expect
      .poll(() => teammateView.page.getByRole('heading', { name: 'Welcome, Casey' }).count())
      .toBe(1);
    await visible(teammateView.page, 'Ridge & Valley Roofing');

    await adminView.page.reload();
    const row = adminView.page.getByRole('row').filter({ hasText: teammate });
    await expect.poll(() => row.getByText('Active').count()).toBe(1);
    await row.getByRole('button', { name: 'Remove Casey Morgan' }).click();
    const confirm = adminView.page.getByRole('dialog', { name: 'Remove team member' });
    await expect
      .poll(() =>
        confirm
          .getByText('Are you sure you want to remove this user? They will lose access immediately.')
          .count(),
      )
      .toBe(1);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await visible(adminView.page, 'User removed successfully.');
    await expect.poll(() => adminView.page.getByRole('row').filter({ hasText: teammate }).count()).toBe(0);

    // The teammate's very next request, with their still-valid token, is refused.
    const refused = teammateView.page.waitForResponse((response) =>
      response.url().includes('/api/profile/me'),
    );
    await teammateView.page.getByRole('button', { name: 'Menu' }).click();
    await teammateView.page.getByRole('link', { name: 'Profile' }).click();
    expect((await refused).status()).toBe(403);
    await visible(teammateView.page, 'Failed to load profile');
    // Opening the app again: the session check is refused too, so they are signed out…
    await teammateView.page.goto(`${baseUrl}/dashboard`);
    await teammateView.page.waitForURL(`${baseUrl}/`);
    // …and cannot sign back in.
    await submitSignIn(teammateView.page, { email: teammate, password: 'Casey-Roofs-2026' });
    await visible(teammateView.page, 'Your access to this account has been removed.');
    await shot(teammateView.page, 'removed-member-login');

    expect([...adminView.errors, ...teammateView.errors]).toEqual([]);
    await adminView.close();
    await teammateView.close();
  });

  it('forgot password → mail → reset → sign in; the used link shows the invalid-link screen', async () => {
    const { email } = await signUp({ first_name: 'Jordan' });
    const { page, errors, close } = await newPage(375);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: /forgot password/i }).click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check Your Email' }).count()).toBe(1);

    const { url } = await waitForPasswordLink(email);
    await page.goto(url.toString());
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).count()).toBe(1);
    await page.locator('input[name="new_password"]').fill('Reset-Ridge-2026');
    await page.locator('input[name="confirm_password"]').fill('Reset-Ridge-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Password Reset Successful' }).count()).toBe(1);
    await page.waitForURL(`${baseUrl}/login`);
    await submitSignIn(page, { email: email, password: 'Reset-Ridge-2026' });
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: /^Welcome( back)?, Jordan$/ }).count()).toBe(1);

    await page.goto(url.toString());
    await expect.poll(() => page.getByRole('heading', { name: 'Invalid Reset Link' }).count()).toBe(1);
    await visible(page, 'This reset link is invalid or has expired');
    await shot(page, 'reset-link-used');
    expect(errors).toEqual([]);
    await close();
  });

  it('a real PNG logo uploads and shows; a 6 MB file and a GIF named .png are refused', async () => {
    const admin = await signUp({ company: 'Logo Test Roofing' });
    const { page, errors, close } = await newPage();
    await submitSignIn(page, { email: admin.email, password: admin.password });
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Profile' }).click();
    const input = page.getByLabel('Choose a logo file');

    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: pngBytes({ totalBytes: 6 * 1024 * 1024 }),
    });
    await visible(page, 'File size must be less than 5MB');
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: gifBytes() });
    await visible(page, 'Only PNG and JPG files are allowed');

    // The browser uses the two-step path: presigned form, POST straight to S3, confirm (never the multipart route).
    const posts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngBytes({ width: 240, height: 240 }),
    });
    await page.getByRole('button', { name: 'Upload Logo' }).click();
    await visible(page, 'Logo uploaded successfully');
    expect(posts.filter((path) => path.includes('/logo'))).toEqual([
      '/api/profile/logo/upload-url',
      '/api/profile/logo/confirm',
    ]);
    expect(posts.some((path) => !path.startsWith('/api/'))).toBe(true);
    const logo = page.getByRole('img', { name: 'Logo Test Roofing logo' });
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(240);
    await shot(page, 'profile-logo');

    // The banner clears after 5 seconds; the logo stays after a reload.
    await expect.poll(() => page.getByText('Logo uploaded successfully').count(), { timeout: 8_000 }).toBe(0);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Logo Test Roofing logo' })
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(240);
    expect(errors).toEqual([]);
    await close();
  });
});
