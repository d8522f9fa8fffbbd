import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  mailedLink,
  PHONE,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { signUp } from '../support/api.js';

// Communications in Chromium: proposal mails tracked to delivered/bounced on the estimate and the
// Communications page; the company phone from Settings on the portal and in the proposal PDF; the
// whole-account export downloaded with the account's estimates in it. Screenshots at 375 and 1280 px.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const stamp = Date.now().toString(36);
const account = { email: `e2e.comms.${stamp}@example.com`, password: 'Ridge-line-2026' };
const COMPANY_PHONE = '(317) 555-0199';

/** Creates a measured estimate in the UI and sends its proposal; returns the estimate's URL. */
async function estimateWithProposal(page: Page, email: string, lastName: string): Promise<string> {
  await page.goto(`${baseUrl}/dashboard/estimates/new`);
  await page
    .getByLabel('Street address')
    .fill(`${100 + Math.floor(Math.random() * 900)} Timber Ridge Court, Carmel, IN 46032`);
  await page.getByLabel('Customer last name').fill(lastName);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create Estimate' }).click();
  await page.waitForURL(/\/dashboard\/estimates\/[0-9A-Z]{26}$/);
  await page.getByTestId('final-price').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send to Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to Customer' });
  await dialog.getByRole('button', { name: 'Send Proposal' }).click();
  await expect
    .poll(() => page.getByText(`Proposal sent successfully to ${email}!`).count(), { timeout: 15_000 })
    .toBe(1);
  return page.url();
}

describe('communications, settings and export in Chromium', () => {
  it('tracks delivery, shows the company phone, exports the account', async () => {
    await signUp({
      ...account,
      first_name: 'Casey',
      last_name: 'Nguyen',
      company: 'Nguyen Roofing',
    });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, account);

    // Settings: the company phone, used instead of the member's from now on.
    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByLabel('Company phone').fill(COMPANY_PHONE);
    await page.getByLabel('License number').fill('IN-RC-2291');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await page.getByText('Company details saved.').waitFor();

    // A proposal to a bouncing address reads bounced on its estimate; a normal one reads delivered.
    const bouncing = `homeowner+bounce.${stamp}@homeowner.example`;
    const bouncedUrl = await estimateWithProposal(page, bouncing, 'Bounce');
    const messages = page.getByTestId('estimate-messages');
    await messages.getByText('Email bounced').waitFor({ timeout: 20_000 });
    expect(await messages.getByTestId('delivery-status').first().textContent()).toBe('bounced');
    await shot(page, 'communications-estimate-bounced-1280');

    const normal = `grace.${stamp}@homeowner.example`;
    const deliveredUrl = await estimateWithProposal(page, normal, 'Ellison');
    await expect
      .poll(
        () => page.getByTestId('estimate-messages').getByTestId('delivery-status').first().textContent(),
        {
          timeout: 20_000,
        },
      )
      .toBe('delivered');
    expect(deliveredUrl).not.toBe(bouncedUrl);

    // The Communications page lists both; the status filter narrows to the bounced one.
    await page.goto(`${baseUrl}/dashboard/communications`);
    await page.getByRole('heading', { name: 'Communications' }).waitFor();
    const table = page.locator('table');
    // Exact: the contractor's bounce notice names the address in its subject (docs/product.md#communications).
    await table.getByText(bouncing, { exact: true }).waitFor();
    await table.getByText(normal, { exact: true }).waitFor();
    await shot(page, 'communications-1280');
    await page.getByLabel('Status').selectOption('bounced');
    await expect.poll(() => table.getByText(normal, { exact: true }).count()).toBe(0);
    await expect.poll(() => table.getByText(bouncing, { exact: true }).count()).toBe(1);
    await shot(page, 'communications-bounced-filter-1280');

    // The homeowner's portal (a second browser) and the proposal PDF carry the company phone.
    const homeContext = await browser.newContext(PHONE);
    const home = await homeContext.newPage();
    await home.goto(await mailedLink(normal, 'proposal'));
    await home.getByText(COMPANY_PHONE).filter({ visible: true }).first().waitFor();
    await shot(home, 'settings-phone-on-portal-375');
    const pdfHref = await home.getByRole('link', { name: 'Download PDF Proposal' }).getAttribute('href');
    const pdfRedirect = await fetch(new URL(pdfHref!, baseUrl), { redirect: 'follow' });
    expect(await pdfText(new Uint8Array(await pdfRedirect.arrayBuffer()))).toContain(COMPANY_PHONE);
    await homeContext.close();

    // Settings → Data: the export job shows progress, then downloads a zip with the estimates.
    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByRole('button', { name: 'Export account data' }).click();
    const downloadLink = page.getByRole('link', { name: 'Download archive' });
    await downloadLink.waitFor({ timeout: 30_000 });
    await shot(page, 'settings-1280');
    const downloadStarted = page.waitForEvent('download');
    await downloadLink.click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^Ridgeline account export \d{4}-\d{2}-\d{2}\.zip$/);
    const path = `test-results/account-export-${stamp}.zip`;
    await download.saveAs(path);
    const { readFileSync } = await import('node:fs');
    const files = unzipSync(new Uint8Array(readFileSync(path)));
    const estimates = JSON.parse(strFromU8(files['estimates.json']!)) as { customerLastName: string }[];
    expect(estimates.map((item) => item.customerLastName).sort()).toEqual(['Bounce', 'Ellison']);
    expect(strFromU8(files['communications.csv']!)).toContain(bouncing);

    // Documents library: the generated proposal PDFs are listed; an uploaded PDF joins them.
    await page.goto(`${baseUrl}/dashboard/documents`);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByLabel('Title').fill('Insurance supplement');
    await page.getByLabel('Customer').last().fill('Grace Ellison');
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 300]).drawText('Supplement');
    await page.getByLabel('File').setInputFiles({
      name: 'supplement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Insurance supplement uploaded.').waitFor();
    await page.locator('table').getByText('Insurance supplement').waitFor();
    await shot(page, 'documents-1280');

    // Phone-sized screens.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl}/dashboard/communications`);
    await page.getByTestId('communication-card').first().waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'communications-375');
    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByRole('button', { name: 'Save company details' }).waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'settings-375');
    await page.goto(`${baseUrl}/dashboard/documents`);
    await page.getByTestId('document-card').first().waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'documents-375');
    await page.goto(bouncedUrl);
    await page.getByTestId('estimate-messages').getByText('Email bounced').waitFor();
    expect(
      await page
        .getByTestId('estimate-messages')
        .evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
    await shot(page, 'communications-estimate-bounced-375');

    expect(errors).toEqual([]);
    await context.close();
  });
});
