import { describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, desktop, heroCountdown, PHONE, useBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A page that records every script it requests and every error (console errors included: hydration mismatches). */
async function open(
  options = desktop(),
  clock = false,
): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await (await browser.newContext(options)).newPage();
  if (clock) await page.context().clock.install();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, scripts, errors: collectPageErrors(page, [], { console: true }) };
}

// The prerendered public pages run a small entry and hydrate each island on its own, when needed
// (docs/decisions.md, "Public pages as islands").
describe.concurrent('public page islands', () => {
  it('the landing loads no React until an island is needed; the live demo then gives a price', async ({
    expect,
  }) => {
    const { page, scripts, errors } = await open();
    // The presale offer is an island that loads after 4 s: dismissed, it leaves the page without code.
    await page.addInitScript(() =>
      localStorage.setItem('ridgeline.sticky-offer-dismissed-at', String(Date.now())),
    );
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => /\/(react|zod|forms)-/.test(script))).toEqual([]);
    expect(await page.locator('[data-island-live]').count()).toBe(0);

    await page.getByLabel('Property address').fill('1600 Amphitheatre Parkway, Mountain View, CA');
    await page.getByRole('button', { name: 'Get Instant Estimate' }).click();
    const demo = page.locator('#live-demo');
    await demo.getByRole('button', { name: 'Try Another Address' }).waitFor({ timeout: 30_000 });
    expect(await demo.getByText('Estimated total').count()).toBe(1);
    expect(await demo.getByText(/\$\d[\d,]*/).count()).toBeGreaterThan(0);
    expect(scripts.some((script) => /\/react-/.test(script))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the presale offer opens after its delay without React, closes, and stays closed on reload', async ({
    expect,
  }) => {
    const { page, scripts, errors } = await open(PHONE, true);
    await page.goto(`${baseUrl}/`);
    const offer = page.getByRole('complementary', { name: 'Presale offer' });
    await heroCountdown(page).waitFor();
    await page.clock.runFor(4500);
    await offer.waitFor();
    // The offer is plain HTML and a few lines of the page's entry: React comes only with the dialog.
    expect(scripts.filter((script) => /\/react-/.test(script))).toEqual([]);
    await offer.getByRole('button', { name: 'Claim' }).click();
    await page.getByRole('dialog', { name: 'Lock in presale pricing' }).waitFor();
    await page.keyboard.press('Escape');
    await offer.getByRole('button', { name: 'Dismiss offer' }).click();
    await expect.poll(() => offer.count()).toBe(0);

    await page.reload();
    const before = await heroCountdown(page).textContent();
    await page.clock.runFor(5000);
    // The countdown ticks on the same clock: once it moved on, the offer's delay has passed too.
    await expect.poll(() => heroCountdown(page).textContent()).not.toBe(before);
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the chatbot answers once opened from its plain launcher button', async ({ expect }) => {
    const { page, scripts, errors } = await open(PHONE);
    await page.goto(`${baseUrl}/privacy-policy`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => /\/react-/.test(script))).toBe(false);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Ridgeline assistant' });
    await chat.getByRole('button', { name: 'What plans do you offer?' }).click();
    await expect.poll(() => chat.getByText(/Professional \$499\/month/).count(), { timeout: 10_000 }).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the phone menu opens and closes without JavaScript', async ({ expect }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.count()).toBe(0);
    await page.locator('summary[aria-label="Menu"]').click();
    for (const name of ['Benefits', 'Pricing', 'Partner Program', 'Login'])
      expect(await menu.getByRole('link', { name }).isVisible(), name).toBe(true);
    await page.locator('summary[aria-label="Menu"]').click();
    await expect.poll(() => menu.count()).toBe(0);
    await context.close();
  });
});
