import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  collectPageErrors,
  heroCountdown,
  confirmSignUpInBrowser,
  shot,
  useBrowser,
} from '../support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Every table on the page fits its scroll container (nothing cut off) and the page does not scroll sideways. */
async function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      const holder = table.parentElement!;
      if (holder.scrollWidth > holder.clientWidth + 1 || table.getBoundingClientRect().right > innerWidth + 1)
        clipped.push(table.closest('section, [class*="rounded"]')?.querySelector('h2')?.textContent ?? '?');
    }
    if (document.documentElement.scrollWidth > innerWidth) clipped.push('page');
    return clipped;
  });
}

describe('the landing page on a phone, from the offer to a first estimate', () => {
  it('landing → dismiss offer → scroll (it stays away) → menu → demo → result → create account with the address → estimate', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);

    await page.goto(`${baseUrl}/`);
    const offer = page.getByRole('complementary', { name: 'Presale offer' });
    await offer.waitFor({ timeout: 15_000 });
    // Compact on a phone and never over the hero's buttons.
    expect(await offer.isVisible()).toBe(true);
    const offerBox = await box(offer);
    expect(offerBox.height).toBeLessThan(80);
    for (const name of ['Get Early Access + 50% Off', 'View Live Demo']) {
      const button = await box(page.getByRole('button', { name }));
      const overlaps =
        button.y < offerBox.y + offerBox.height &&
        offerBox.y < button.y + button.height &&
        button.x < offerBox.x + offerBox.width &&
        offerBox.x < button.x + button.width;
      expect(overlaps, `the offer covers ${name}`).toBe(false);
    }
    await shot(page, 'polish-phone-offer');

    await offer.getByRole('button', { name: 'Dismiss offer' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    for (const y of [400, 1200, 2400]) {
      // Resolves once the page has dispatched the scroll (the offer's listener has run).
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            const start = window.scrollY;
            window.addEventListener('scroll', () => resolve(), { once: true });
            window.scrollTo(0, top);
            if (window.scrollY === start) resolve();
          }),
        y,
      );
    }
    // Once the countdown has ticked, anything the scroll listener asked React for has been rendered.
    const before = await heroCountdown(page).textContent();
    await expect.poll(() => heroCountdown(page).textContent()).not.toBe(before);
    expect(await offer.count(), 'the dismissed offer came back on scroll').toBe(0);
    expect(
      await page.evaluate(() => Number(localStorage.getItem('ridgeline.sticky-offer-dismissed-at'))),
    ).toBeGreaterThan(Date.now() - 60_000);

    // The menu holds the header's anchors, Partner Program and Login below md.
    await page.evaluate(() => window.scrollTo(0, 0));
    // A native disclosure (no JavaScript needed): its summary is the menu button.
    await page.locator('summary[aria-label="Menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Benefits', 'Pricing', 'Partner Program', 'Login'])
      expect(await menu.getByRole('link', { name }).isVisible(), name).toBe(true);
    await shot(page, 'polish-phone-menu');
    await menu.getByRole('link', { name: 'Benefits' }).click();
    await expect.poll(() => menu.count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/#benefits`);

    // The live demo: a full-height field, then the result with an account to create.
    const field = page.locator('#demo-address');
    await field.scrollIntoViewIfNeeded();
    expect((await box(field)).height).toBeGreaterThanOrEqual(40);
    await field.fill('742 Evergreen Terrace, Springfield, IL');
    await page.getByRole('button', { name: 'Get Instant Estimate' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Roof area' });
    await result.waitFor({ timeout: 20_000 });
    // The simulator kept the typed city and state.
    const measured = (await result.locator('p.font-semibold').first().textContent())!;
    expect(measured).toMatch(/^742 Evergreen Terrace, Springfield, IL 627\d\d, USA$/);
    const address = measured.replace(/, USA$/, '');
    await shot(page, 'polish-phone-demo-result');
    await result.getByRole('link', { name: 'Create your free account' }).click();
    await page.waitForURL(`${baseUrl}/register?address=${encodeURIComponent(address)}`);
    expect(await page.getByTestId('register-address').textContent()).toContain(address);

    const email = `e2e.polish.${Date.now().toString(36)}@example.com`;
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill('Ridge-line-2026');
    await page.getByLabel('Confirm password').fill('Ridge-line-2026');
    await shot(page, 'polish-phone-register');
    const since = Math.floor(Date.now() / 1000) - 1;
    await page.getByRole('button', { name: 'Create Account' }).click();
    await confirmSignUpInBrowser(page, {
      baseUrl,
      mailViewerUrl: inject('mailViewerUrl'),
      email,
      since,
    });
    await page.waitForURL(/\/dashboard\/estimates\/new\?address=/);
    expect(await page.getByLabel('Street address').inputValue()).toBe(address);
    await page.getByLabel('Customer last name').fill('Simpson');
    await page.getByRole('button', { name: 'Create Estimate' }).click();
    await page.waitForURL(/\/dashboard\/estimates\/[0-9A-Z]{26}$/);
    await page.getByTestId('final-price').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Waste' }).waitFor();
    expect(await clippedTables(page)).toEqual([]);
    expect(await page.locator('table').count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'polish-phone-estimate');

    expect(errors).toEqual([]);
    await context.close();
  });
});
