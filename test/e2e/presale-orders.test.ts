import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { parseCsv } from '../../shared/kernel/csv.js';
import { signUp, uniqueEmail } from '../support/api.js';
import {
  expectNoHorizontalScroll,
  openPage,
  pageErrors,
  shot,
  openOperatorSession,
  useBrowser,
} from '../support/browser.js';
import { buyPresale } from '../support/presale.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('presale orders in Chromium', () => {
  it('the operator sees the newest orders on the home card and every order in the CRM tab, at 1280 and 375 px', async () => {
    const tag = Date.now().toString(36);
    const company = `Harbor Roofing ${tag}`;
    const claimedEmail = uniqueEmail(`presale-e2e-claimed-${tag}`);
    const order = await buyPresale({ email: claimedEmail, name: 'Morgan Hale' });
    await signUp({ email: claimedEmail, company, presale_order: order });
    const openEmail = uniqueEmail(`presale-e2e-open-${tag}`);
    await buyPresale({ email: openEmail, name: 'Riley Stone', packageId: 'starter_presale' });

    const page = await openPage(browser);
    await openOperatorSession(page);
    await page.waitForURL(`${baseUrl}/dashboard/admin`);
    // The home card: newest first, the claimed order naming its account's company.
    const card = page.getByRole('region', { name: 'Presale orders' });
    const latest = card.getByRole('listitem');
    await expect.poll(() => latest.first().textContent()).toContain('Riley Stone');
    expect(await latest.first().textContent()).toContain('$847.00');
    expect(await latest.nth(1).textContent()).toContain(company);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'presale-orders-home-1280', { viewport: true });

    await card.getByRole('link', { name: 'View all orders' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/admin/crm?tab=orders`);
    expect(await page.getByRole('tab', { name: 'Presale orders' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = page.getByRole('table');
    const claimedRow = table.getByRole('row').filter({ hasText: claimedEmail });
    await claimedRow.waitFor();
    for (const text of ['Morgan Hale', 'Professional Presale', '$1,247.00', 'Account created', company])
      expect(await claimedRow.getByText(text, { exact: true }).count(), text).toBe(1);
    const openRow = table.getByRole('row').filter({ hasText: openEmail });
    expect(await openRow.getByText('Not signed up yet').count()).toBe(1);
    expect(await openRow.getByRole('link', { name: 'Receipt of Riley Stone' }).getAttribute('href')).toMatch(
      /\/receipts\//,
    );
    await shot(page, 'presale-orders-crm-1280');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Presale orders \d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(readFileSync((await file.path())!, 'utf8'));
    const row = rows.find((cells) => cells[header.indexOf('buyer_email')] === claimedEmail);
    expect(row?.[header.indexOf('company')]).toBe(company);
    await page.getByText(/^Exported \d+ orders?$/).waitFor();

    // On a phone: the same card, then the orders as cards without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl}/dashboard/admin`);
    await expect.poll(() => latest.first().textContent()).toContain('Riley Stone');
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await shot(page, 'presale-orders-home-375', { viewport: true });
    await page.goto(`${baseUrl}/dashboard/admin/crm?tab=orders`);
    const cards = page.getByRole('list', { name: 'Presale orders' }).getByRole('listitem');
    const claimedCard = cards.filter({ hasText: claimedEmail });
    await claimedCard.waitFor();
    // The tab bar scrolls sideways on a phone; the open tab is brought into view.
    const tab = await page.getByRole('tab', { name: 'Presale orders' }).boundingBox();
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(375);
    expect(await claimedCard.getByText(company, { exact: true }).count()).toBe(1);
    expect(await cards.filter({ hasText: openEmail }).getByText('Not signed up yet').count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await shot(page, 'presale-orders-crm-375');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});
