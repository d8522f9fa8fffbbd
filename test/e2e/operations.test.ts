import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { parseCsv } from '../../shared/kernel/csv.js';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { confirmGdpr } from '../support/gdpr.js';
import {
  collectPageErrors,
  confirmSignUpInBrowser,
  shot,
  openOperatorSession,
  submitOperatorSignIn,
  submitSignIn,
  useBrowser,
} from '../support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function newPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  return { page, errors };
}

async function visible(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

async function register(page: Page, email: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill('Shingle-2026');
  await page.locator('input[name="confirm_password"]').fill('Shingle-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

function stat(page: Page, label: string) {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').first();
}

describe('operations in Chromium', () => {
  it('operator creates BETA50; a visitor redeems it at sign-up; the next one hears it is used up', async () => {
    const { page: ops, errors } = await newPage();
    await submitOperatorSignIn(ops);
    // Operators land on their own home, with their own navigation.
    await ops.waitForURL(`${baseUrl}/dashboard/admin`);
    await ops.getByRole('heading', { name: `Good to see you, ${OPERATOR_ACCOUNT.firstName}` }).waitFor();
    await ops.getByRole('link', { name: 'Coupons' }).click();
    await ops.getByRole('heading', { name: 'Coupon Management' }).waitFor();

    await ops.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = ops.getByRole('dialog', { name: 'Create Coupon' });
    await dialog.getByLabel('Code').fill('beta50');
    await dialog.getByLabel('Coupon type').selectOption('combo');
    await dialog.getByLabel('Description').fill('Beta launch: half off and a longer trial');
    await dialog.getByLabel('Discount percent').fill('50');
    await dialog.getByLabel('Trial days').fill('16');
    // Beta access is off unless ticked.
    expect(await dialog.getByLabel('Grants beta access').isChecked()).toBe(false);
    await dialog.getByLabel('Grants beta access').check();
    await dialog.getByLabel('Max total uses').fill('1');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await visible(ops, 'Coupon created successfully');
    await visible(ops, 'BETA50');
    await shot(ops, 'coupons-1280');

    const visitor = await newPage(375);
    const email = uniqueEmail('beta-visitor');
    const started = Date.now();
    await visitor.page.goto(`${baseUrl}/register?coupon=BETA50`);
    await expect.poll(() => visitor.page.getByLabel('Coupon code').inputValue()).toBe('BETA50');
    const since = Math.floor(Date.now() / 1000) - 1;
    await register(visitor.page, email, '/register?coupon=BETA50');
    await confirmSignUpInBrowser(visitor.page, {
      baseUrl,
      mailViewerUrl: inject('mailViewerUrl'),
      email,
      since,
    });
    await visitor.page.waitForURL(`${baseUrl}/dashboard`);
    await visitor.page.goto(`${baseUrl}/dashboard/profile`);
    await visible(visitor.page, 'Beta tester');
    const login = await api('POST', '/api/auth/login', { body: { email, password: 'Shingle-2026' } });
    const subscription = await api('GET', '/api/profile/subscription', { token: login.body.access_token });
    expect(subscription.body).toMatchObject({ subscription_status: 'trial', beta_access: true });
    expect(Math.round((Date.parse(subscription.body.trial_ends_at) - started) / 86_400_000)).toBe(46);

    await ops.reload();
    await expect.poll(() => stat(ops, 'Total redemptions').textContent()).toBe('1');
    await visible(ops, 'Depleted');
    // Who redeemed it, and when.
    await ops.getByRole('button', { name: 'Redemptions of BETA50' }).click();
    const redeemed = ops.getByRole('list', { name: 'Redemptions' });
    await expect.poll(() => redeemed.getByText(email.toLowerCase()).count()).toBe(1);
    await expect.poll(() => redeemed.getByText(/at sign-up/).count()).toBe(1);
    await ops.keyboard.press('Escape');

    const late = await newPage(375);
    await register(late.page, uniqueEmail('late-visitor'), '/register?coupon=BETA50');
    await visible(late.page, 'This code has been used up');
    expect(late.page.url()).toContain('/register');

    // Disable and re-enable a coupon that can still be toggled.
    await ops.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByLabel('Code').fill('SPRING10');
    await dialog.getByLabel('Coupon type').selectOption('discount');
    await dialog.getByLabel('Discount percent').fill('10');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await visible(ops, 'Coupon created successfully');
    // The switch follows the server: it flips once the change is saved.
    await ops.getByRole('switch', { name: 'Disable SPRING10' }).first().dispatchEvent('click');
    await visible(ops, 'Coupon disabled');
    await visible(ops, 'Disabled');
    await ops.getByRole('switch', { name: 'Enable SPRING10' }).first().dispatchEvent('click');
    await visible(ops, 'Coupon enabled');
    // Every operator write is in the coupon's history: created, disabled, enabled.
    await ops.getByRole('button', { name: 'History of SPRING10' }).first().click();
    const history = ops.getByRole('dialog', { name: 'History — SPRING10' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    expect(await history.textContent()).toContain('status: active → disabled');
    expect(await history.textContent()).toContain(OPERATOR_ACCOUNT.email);
    await ops.keyboard.press('Escape');
    const validated = await api('POST', '/api/coupons/validate', { body: { code: 'SPRING10' } });
    expect(validated.body).toMatchObject({ valid: true });
    // The depleted BETA50 cannot be toggled.
    expect(await ops.getByRole('switch', { name: 'Enable BETA50' }).first().isDisabled()).toBe(true);

    // The same session on a phone's width: each sign-in spends an authenticator step.
    await ops.setViewportSize({ width: 375, height: 900 });
    await ops.goto(`${baseUrl}/dashboard/admin`);
    await ops.getByRole('heading', { name: /Good to see you/ }).waitFor();
    await shot(ops, 'operator-home-375');
    await ops.goto(`${baseUrl}/dashboard/admin/coupons`);
    await visible(ops, 'BETA50');
    await shot(ops, 'coupons-375');
    expect(errors).toEqual([]);
  });

  it('a presale-popup lead shows in the CRM, Mark Contacted moves it, and the CSV export neutralises formulas', async () => {
    const visitor = await newPage(375);
    const email = uniqueEmail('popup');
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page.getByRole('button', { name: 'Get Early Access + 50% Off' }).click();
    const popup = visitor.page.getByRole('dialog', { name: 'Lock in presale pricing' });
    await popup.getByLabel('First name').fill('=cmd()');
    await popup.getByLabel('Last name').fill('Injector');
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Phone').fill('(512) 555-0101');
    await popup.getByRole('button', { name: 'Reserve My Presale Spot' }).click();
    await visitor.page.getByRole('dialog', { name: "You're on the list!" }).waitFor();
    // Markup a visitor typed is shown as text in the CRM, never run (catalogue 31).
    await api('POST', '/api/leads', {
      body: {
        first_name: '<img src=x onerror="window.__xss=1">',
        last_name: 'Markup',
        email: uniqueEmail('markup'),
        phone: '(512) 555-0102',
        source: 'presale_popup',
        interests: ['early_access'],
      },
      headers: { 'cloudfront-viewer-address': '198.51.100.77:443' },
    });

    const { page: ops, errors } = await newPage();
    await openOperatorSession(ops);
    await ops.waitForURL(`${baseUrl}/dashboard/admin`);
    await ops.getByRole('link', { name: 'CRM', exact: true }).click();
    await ops.getByRole('heading', { name: 'CRM Dashboard' }).waitFor();
    await visible(ops, email);
    await visible(ops, '<img src=x onerror="window.__xss=1"> Markup');
    expect(await ops.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await shot(ops, 'crm-1280');

    await ops.getByLabel('Search').fill(email);
    await ops.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => ops.getByRole('button', { name: /^Mark Contacted/ }).count()).toBe(1);
    await ops.getByRole('button', { name: 'Mark Contacted: =cmd() Injector' }).click();
    await visible(ops, '=cmd() Injector marked contacted');
    await ops.getByLabel('Status').selectOption('contacted');
    await visible(ops, email);
    await ops.getByRole('button', { name: 'History: =cmd() Injector' }).click();
    await visible(ops, 'status: new → contacted');
    await ops.keyboard.press('Escape');

    const download = ops.waitForEvent('download');
    await ops.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^CRM leads \(contacted\) \d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8'));
    const header = rows[0];
    const row = rows.find((cells) => cells[header.indexOf('email')] === email);
    expect(row?.[header.indexOf('first_name')]).toBe("'=cmd()");
    expect(row?.[header.indexOf('status')]).toBe('contacted');

    await ops.setViewportSize({ width: 375, height: 900 });
    await ops.goto(`${baseUrl}/dashboard/admin/crm`);
    await visible(ops, email);
    await shot(ops, 'crm-375');
    await ops.setViewportSize({ width: 1280, height: 900 });
    await ops.goto(`${baseUrl}/dashboard/admin`);
    await ops.getByRole('heading', { name: /Good to see you/ }).waitFor();
    await visible(ops, 'Oldest unanswered');
    await shot(ops, 'operator-home-1280');
    expect(errors).toEqual([]);
  });

  it('an operator erases the data of a confirmed GDPR erasure request after a confirmation dialog and sees the record', async () => {
    const email = uniqueEmail('erase');
    const headers = { 'cloudfront-viewer-address': '198.51.100.91:443' };
    await api('POST', '/api/leads', {
      body: {
        first_name: 'Robin',
        last_name: 'Hale',
        email,
        phone: '(512) 555-0103',
        source: 'presale_popup',
        interests: ['early_access'],
      },
      headers,
    });
    await api('POST', '/api/gdpr/requests', {
      body: { requestType: 'erasure', fullName: 'Robin Hale', email, verificationMethod: 'email' },
      headers,
    });
    expect((await confirmGdpr(email, headers)).status).toBe(200);

    const { page: ops, errors } = await newPage();
    await openOperatorSession(ops);
    await ops.waitForURL(`${baseUrl}/dashboard/admin`);
    await ops.goto(`${baseUrl}/dashboard/admin/crm?tab=gdpr&q=${encodeURIComponent(email)}`);
    await visible(ops, email);
    await ops.getByRole('button', { name: 'Erase Data: Robin Hale' }).click();
    const dialog = ops.getByRole('dialog', { name: "Erase this person's data?" });
    await dialog.waitFor();
    await shot(ops, 'crm-gdpr-erase-dialog-1280');
    // Cancel changes nothing; the second time it runs.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await ops.getByRole('button', { name: 'Erase Data: Robin Hale' }).count()).toBe(1);
    await ops.getByRole('button', { name: 'Erase Data: Robin Hale' }).click();
    await ops
      .getByRole('dialog', { name: "Erase this person's data?" })
      .getByRole('button', { name: 'Erase Data' })
      .click();
    await visible(ops, 'Robin Hale: data erased');
    await visible(ops, 'Removed: 1 lead');
    expect(await ops.getByRole('button', { name: 'Erase Data: Robin Hale' }).count()).toBe(0);
    await shot(ops, 'crm-gdpr-erased-1280');
    await ops.goto(`${baseUrl}/dashboard/admin/crm?tab=leads&q=${encodeURIComponent(email)}`);
    await visible(ops, 'Nothing here for these filters.');
    expect(errors).toEqual([]);
  });

  it('a contractor sees Access Denied on the operator screens', async () => {
    const contractor = await signUp();
    const { page } = await newPage();
    await submitSignIn(page, { email: contractor.email, password: contractor.password });
    await page.waitForURL(`${baseUrl}/dashboard`);
    for (const path of ['/dashboard/admin', '/dashboard/admin/crm', '/dashboard/admin/coupons']) {
      await page.goto(`${baseUrl}${path}`);
      await visible(page, 'Access Denied');
    }
  });
});
