import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors, expectNoHorizontalScroll, shot, signIn, useBrowser } from '../support/browser.js';
import { signUp } from '../support/api.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function newContractor(): Promise<{ email: string; password: string }> {
  const email = `e2e.estimates.${Date.now()}@example.com`;
  const password = 'Ridge-line-2026';
  await signUp({
    email,
    password,
    first_name: 'Casey',
    last_name: 'Nguyen',
    company: 'Nguyen Roofing & Exteriors',
  });
  return { email, password };
}

describe('estimates in Chromium', () => {
  it('sign in → new estimate → measured and priced within 3 s → 10 % discount → the list shows the new total', async () => {
    const account = await newContractor();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, account);
    await expect.poll(() => page.getByText('No estimates yet').count()).toBe(1);

    await page.getByRole('link', { name: 'New Estimate' }).first().click();
    await page.waitForURL(`${baseUrl}/dashboard/estimates/new`);
    const create = page.getByRole('button', { name: 'Create Estimate' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Street address').fill('4821 Timber Ridge Court, Carmel, IN 46032');
    await page.getByLabel('Customer last name').fill('Ellison');
    expect(await create.isDisabled()).toBe(false);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill('grace.ellison@example.com');
    await page.getByLabel('Phone').fill('(317) 555-0178');
    await page.getByLabel('Install date').fill('2027-08-17');
    await shot(page, 'estimate-new');

    const started = Date.now();
    await create.click();
    await page.waitForURL(/\/dashboard\/estimates\/[0-9A-Z]{26}$/);
    const diagram = page.getByRole('img', { name: /^Roof diagram: \d+ facets/ });
    await diagram.waitFor({ timeout: 3000 - (Date.now() - started) });
    const price = page.getByTestId('final-price');
    await price.waitFor({ timeout: Math.max(1, 3000 - (Date.now() - started)) });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await page.locator('svg[role="img"] polygon').count()).toBeGreaterThanOrEqual(8);
    expect(await page.getByText(/^\d+\/12$/).count()).toBeGreaterThan(0);
    expect(await page.getByText('Simulated imagery').count()).toBeGreaterThan(0);
    expect(await page.getByRole('row', { name: /Suggested/ }).count()).toBe(1);
    const total = dollars((await price.textContent()) ?? '');
    expect(total).toBeGreaterThan(1000);
    await shot(page, 'estimate-detail');

    await page.getByRole('button', { name: 'Apply Discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Discount' });
    await dialog.getByLabel('Discount percentage').fill('150');
    await dialog.getByRole('button', { name: 'Apply Discount' }).click();
    await expect
      .poll(() => dialog.getByText('Please enter a valid discount percentage (1-100)').count())
      .toBe(1);
    await dialog.getByLabel('Discount percentage').fill('10');
    const expected = Math.round(total * 100 * 0.9) / 100;
    await expect.poll(() => dialog.getByTestId('discount-preview').textContent()).toBe(usd(expected));
    await shot(page, 'estimate-discount');
    await dialog.getByRole('button', { name: 'Apply Discount' }).click();
    await expect.poll(() => page.getByText('Discount of 10% applied successfully!').count()).toBe(1);
    await expect.poll(async () => dollars((await price.textContent()) ?? '')).toBe(expected);

    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Estimates' })
      .click();
    await page.waitForURL(`${baseUrl}/dashboard/estimates`);
    const row = page.getByRole('row', { name: /Ellison, Grace/ });
    await expect.poll(() => row.getByText(usd(expected)).count()).toBe(1);
    await expect.poll(() => row.getByText('10% off', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByText(usd(expected)).count()).toBeGreaterThanOrEqual(2); // the row and the Total Value card
    await shot(page, 'estimates-list');

    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await expect.poll(() => page.getByRole('heading', { name: 'Grace Ellison' }).count()).toBe(1);
    await shot(page, 'customers');
    await page.getByRole('link', { name: 'View Estimates for Grace Ellison' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/estimates?customer=Ellison`);
    await expect.poll(() => page.getByRole('row', { name: /Ellison, Grace/ }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('My Rates: reset message, save message and back to the list after 2 s; works at 375 px', async () => {
    const account = await newContractor();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, account);
    await page.goto(`${baseUrl}/dashboard/my-rates`);
    const labor = page.getByLabel('Labor ($ per sq ft)', { exact: true });
    await expect.poll(() => labor.inputValue()).toBe('2.5');
    await labor.fill('2.85');
    await page.getByLabel('Profit margin (%)', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Save Rates' }).click();
    await expect.poll(() => page.getByText('Profit margin must be between 0 and 100 %').count()).toBe(1);
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect.poll(() => page.getByText('Rates reset to defaults. Click Save to apply.').count()).toBe(1);
    await expect.poll(() => labor.inputValue()).toBe('2.5');
    await labor.fill('2.85');
    await shot(page, 'my-rates-mobile');
    await page.getByRole('button', { name: 'Save Rates' }).click();
    await expect
      .poll(() =>
        page.getByText('Rates saved successfully! Your estimates will now use these rates.').count(),
      )
      .toBe(1);
    await page.waitForURL(`${baseUrl}/dashboard/estimates`, { timeout: 5000 });
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
