import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  mailedLink,
  PHONE,
  pdfShot,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { signUpAndConfirm } from '../support/signup-flow.js';

// Settings in Chromium: Settings' company details and default terms in use — the phone, license
// and brand colour on the homeowner's portal and in the proposal PDF (rendered to PNG to look at) —
// then the proposal regenerated from the Documents page with its first version still downloadable,
// and the contract's signing page showing the same details once the proposal is accepted.
// Screenshots at 1280 and 375 px.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const stamp = Date.now().toString(36);
const account = { email: `e2e.settings.${stamp}@example.com`, password: 'Ridge-line-2026' };
const COMPANY_PHONE = '(317) 555-0142';
const LICENSE = 'IN-RC-4410';
const TERMS = 'Payment due within 10 days of completion.';

/** Downloads through a button and answers the file's bytes. */
async function downloaded(page: Page, click: () => Promise<void>, path: string): Promise<Uint8Array> {
  const started = page.waitForEvent('download');
  await click();
  await (await started).saveAs(path);
  return new Uint8Array(readFileSync(path));
}

describe('Settings in use, in Chromium', () => {
  it('puts the company phone, license and terms on the portal, the PDF and the signing page; regenerates keeping v1', async () => {
    // Sign-up proves the email first (docs/decisions.md): follow the mailed link through the SES stand-in.
    await signUpAndConfirm({
      baseUrl,
      mailViewerUrl: inject('mailViewerUrl'),
      body: { ...account, first_name: 'Casey', last_name: 'Nguyen', company: 'Nguyen Roofing' },
    });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, account);

    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByLabel('Company phone').fill(COMPANY_PHONE);
    await page.getByLabel('Address', { exact: true }).fill('12 Ridge Rd, Carmel, IN 46032');
    await page.getByLabel('License number').fill(LICENSE);
    await page.getByLabel('Brand colour').fill('#1d4ed8');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await page.getByText('Company details saved.').waitFor();
    await page.getByLabel('Your own terms').fill(TERMS);
    // The payment schedule must add up to 100 % before it saves; the field says so.
    await page.getByLabel('Deposit (%)').fill('25');
    await page.getByRole('button', { name: 'Save defaults' }).click();
    await page.getByText('The deposit, progress and final payments must add up to 100%').waitFor();
    await page.getByLabel('Final payment (%)').fill('35');
    await page.getByRole('button', { name: 'Save defaults' }).click();
    await page.getByText('Defaults saved.').waitFor();

    // A proposal to a homeowner: the portal shows the company phone and license.
    const email = `grace.${stamp}@homeowner.example`;
    await page.goto(`${baseUrl}/dashboard/estimates/new`);
    await page.getByLabel('Street address').fill('480 Timber Ridge Court, Carmel, IN 46032');
    await page.getByLabel('Customer last name').fill('Ellison');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create Estimate' }).click();
    await page.waitForURL(/\/dashboard\/estimates\/[0-9A-Z]{26}$/);
    const estimateUrl = page.url();
    await page.getByTestId('final-price').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send to Customer' }).click();
    await page
      .getByRole('dialog', { name: 'Send to Customer' })
      .getByRole('button', { name: 'Send Proposal' })
      .click();
    await page.getByText(`Proposal sent successfully to ${email}!`).waitFor({ timeout: 15_000 });

    const homeContext = await browser.newContext(PHONE);
    const home = await homeContext.newPage();
    collectPageErrors(home, errors);
    await home.goto(await mailedLink(email, 'proposal'));
    await home.getByText(COMPANY_PHONE).filter({ visible: true }).first().waitFor();
    await home.getByText(`License ${LICENSE}`).waitFor();
    // The terms sit in a collapsed section of the page.
    await home.getByText(TERMS).waitFor({ state: 'attached' });
    // The schedule as saved, in dollars of the total.
    await home.getByTestId('payment-schedule').getByText('Deposit (25%)').waitFor();
    await home.getByTestId('payment-schedule').getByText('Final payment (35%)').waitFor();
    await expectNoHorizontalScroll(home);
    await shot(home, 'settings-portal-license-375');
    const pdfHref = await home.getByRole('link', { name: 'Download PDF Proposal' }).getAttribute('href');
    const pdf = new Uint8Array(await (await fetch(new URL(pdfHref!, baseUrl))).arrayBuffer());
    const text = await pdfText(pdf);
    for (const expected of [COMPANY_PHONE, `License ${LICENSE}`, TERMS]) expect(text).toContain(expected);
    const pdfPath = `test-results/settings-proposal-${stamp}.pdf`;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(pdfPath, pdf);
    pdfShot(pdfPath, 'settings-proposal-pdf', { dpi: 60, first: 1 });
    await homeContext.close();

    // Documents: the proposal is regenerated after a phone change; v1 keeps the old phone.
    await page.goto(`${baseUrl}/dashboard/settings`);
    await page.getByLabel('Company phone').fill('(317) 555-0143');
    await page.getByRole('button', { name: 'Save company details' }).click();
    await page.getByText('Company details saved.').waitFor();
    await page.goto(`${baseUrl}/dashboard/documents`);
    const row = page.locator('tr', { hasText: 'Proposal' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByText('Proposal regenerated as version 2.').waitFor();
    await row.getByText('Version 2').waitFor();
    await shot(page, 'documents-regenerated-1280');
    const latest = await downloaded(
      page,
      () => row.getByRole('button', { name: 'Download', exact: true }).click(),
      `test-results/settings-latest-${stamp}.pdf`,
    );
    expect(await pdfText(latest)).toContain('(317) 555-0143');
    const first = await downloaded(
      page,
      () => row.getByRole('button', { name: 'Download version 1' }).click(),
      `test-results/settings-v1-${stamp}.pdf`,
    );
    const firstText = await pdfText(first);
    expect(firstText).toContain(COMPANY_PHONE);
    expect(firstText).not.toContain('(317) 555-0143');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl}/dashboard/documents`);
    await page.getByTestId('document-card').first().getByText('Version 2').waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'documents-regenerated-375');

    // Accepted and sent for signing: the contract's signing page carries the same company details.
    await page.setViewportSize({ width: 1280, height: 900 });
    const signContext = await browser.newContext(PHONE);
    const homeowner = await signContext.newPage();
    collectPageErrors(homeowner, errors);
    await homeowner.goto(await mailedLink(email, 'proposal'));
    await homeowner.getByRole('button', { name: 'Accept Proposal' }).click();
    const confirmAccept = homeowner.getByRole('dialog', { name: 'Accept this proposal?' });
    await confirmAccept.getByRole('button', { name: /^Accept for \$[\d,]+\.\d\d$/ }).click();
    await homeowner.getByRole('heading', { name: 'Thank you — proposal accepted!' }).waitFor();
    await page.goto(estimateUrl);
    await page.getByRole('button', { name: 'Generate Contract' }).click();
    const review = page.getByRole('dialog', { name: 'Review the contract' });
    await review.waitFor({ timeout: 20_000 });
    await review.getByRole('button', { name: 'Send for Signing' }).click();
    await page.getByText('Document sent for digital signature!').waitFor({ timeout: 20_000 });
    await homeowner.goto(await mailedLink(email, 'sign'));
    await homeowner.getByRole('heading', { name: 'Review and sign' }).waitFor();
    await homeowner.getByText(`License ${LICENSE}`).waitFor();
    await homeowner.getByText('12 Ridge Rd, Carmel, IN 46032').waitFor();
    await expectNoHorizontalScroll(homeowner);
    await shot(homeowner, 'settings-signing-license-375');
    // At 1280 px, signed with the typed name: the signed contract keeps the same footer.
    await homeowner.setViewportSize({ width: 1280, height: 900 });
    await shot(homeowner, 'settings-signing-license-1280');
    await homeowner.getByLabel('Type your full name').fill('Grace Ellison');
    await homeowner.getByRole('button', { name: 'Use my typed name' }).click();
    await homeowner.getByRole('checkbox').check();
    await homeowner.getByRole('button', { name: 'Sign Contract' }).click();
    await homeowner.getByRole('heading', { name: 'Contract signed' }).waitFor({ timeout: 20_000 });
    await homeowner.getByText(`License ${LICENSE}`).waitFor();
    await shot(homeowner, 'settings-signed-license-1280');
    await signContext.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
