import { mkdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, inject, it } from 'vitest';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  mailedLink,
  pdfShot,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { signUp } from '../support/api.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('proposal → acceptance → contract → signature, contractor and homeowner in two browsers', () => {
  it('the homeowner accepts and signs on a phone; the contractor downloads the signed PDF', async () => {
    const stamp = Date.now().toString(36);
    const account = { email: `e2e.proposals.${stamp}@example.com`, password: 'Ridge-line-2026' };
    const homeownerEmail = `grace.${stamp}@homeowner.example`;
    await signUp({
      ...account,
      first_name: 'Casey',
      last_name: 'Nguyen',
      company: 'Nguyen Roofing & Exteriors',
    });

    const contractorContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const contractor = await contractorContext.newPage();
    const homeownerContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const homeowner = await homeownerContext.newPage();
    const errors: string[] = [];
    for (const page of [contractor, homeowner]) collectPageErrors(page, errors);

    // Contractor: a new estimate, measured and priced.
    await signIn(contractor, account);
    await contractor.goto(`${baseUrl}/dashboard/estimates/new`);
    await contractor.getByLabel('Street address').fill('4821 Timber Ridge Court, Carmel, IN 46032');
    await contractor.getByLabel('Customer last name').fill('Ellison');
    await contractor.getByLabel('First name').fill('Grace');
    await contractor.getByLabel('Email').fill(homeownerEmail);
    await contractor.getByRole('button', { name: 'Create Estimate' }).click();
    await contractor.waitForURL(/\/dashboard\/estimates\/[0-9A-Z]{26}$/);
    const estimateUrl = contractor.url();
    await contractor.getByTestId('final-price').waitFor({ timeout: 15_000 });
    expect(await contractor.getByRole('button', { name: 'Generate Contract' }).isDisabled()).toBe(true);

    // Send to Customer: name and email come from the estimate.
    await contractor.getByRole('button', { name: 'Send to Customer' }).click();
    const dialog = contractor.getByRole('dialog', { name: 'Send to Customer' });
    expect(await dialog.getByLabel('Customer name').inputValue()).toBe('Grace Ellison');
    expect(await dialog.getByLabel('Customer email').inputValue()).toBe(homeownerEmail);
    await shot(contractor, 'proposals-send-dialog');
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect
      .poll(() => contractor.getByText(`Proposal sent successfully to ${homeownerEmail}!`).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // Homeowner, on a phone: opens the link from the mail and accepts.
    const proposalLink = await mailedLink(homeownerEmail, 'proposal');
    await homeowner.goto(proposalLink);
    await homeowner.getByRole('heading', { name: '4821 Timber Ridge Court, Carmel, IN 46032' }).waitFor();
    expect(await homeowner.getByText('Nguyen Roofing & Exteriors').count()).toBeGreaterThan(0);
    expect(await homeowner.getByRole('img', { name: /^Roof plan:/ }).count()).toBe(1);
    expect(await homeowner.getByRole('link', { name: 'Download PDF Proposal' }).count()).toBe(1);
    await expectNoHorizontalScroll(homeowner);
    await shot(homeowner, 'proposals-portal-phone');
    await homeowner.getByLabel('Notes for the contractor (optional)').fill('Mornings work best for us.');
    await homeowner.getByRole('button', { name: 'Accept Proposal' }).click();
    // Accepting asks once more, naming the price.
    const confirmAccept = homeowner.getByRole('dialog', { name: 'Accept this proposal?' });
    await confirmAccept.waitFor();
    await shot(homeowner, 'proposals-portal-confirm-accept');
    await confirmAccept.getByRole('button', { name: /^Accept for \$[\d,]+\.\d\d$/ }).click();
    await homeowner.getByRole('heading', { name: 'Thank you — proposal accepted!' }).waitFor();
    await shot(homeowner, 'proposals-portal-thank-you');
    await homeowner.goto(proposalLink);
    await homeowner.getByText('Proposal accepted', { exact: true }).waitFor();
    expect(await homeowner.getByRole('button', { name: 'Accept Proposal' }).count()).toBe(0);

    // Contractor sees it accepted, generates the contract and sends it for signing.
    await contractor.goto(`${baseUrl}/dashboard/proposals`);
    await contractor.getByTestId('proposal-card').first().getByText('Accepted').waitFor();
    expect(
      await contractor.getByTestId('proposal-card').first().getByTestId('proposal-address').textContent(),
    ).toBe('4821 Timber Ridge Court, Carmel, IN 46032');
    await shot(contractor, 'proposals-list');
    await contractor.goto(estimateUrl);
    await contractor.getByText('Accepted', { exact: true }).first().waitFor();
    // The homeowner's note is on the timeline, not only in the mail.
    await contractor.getByText('Grace Ellison: “Mornings work best for us.”').waitFor({ timeout: 10_000 });
    await contractor.getByRole('button', { name: 'Generate Contract' }).click();
    await expect
      .poll(() => contractor.getByText('Contract generated successfully!').count(), { timeout: 20_000 })
      .toBe(1);
    // The generated contract is reviewed before it is sent.
    const review = contractor.getByRole('dialog', { name: 'Review the contract' });
    await review.waitFor();
    expect(await review.getByText('4821 Timber Ridge Court, Carmel, IN 46032').count()).toBe(1);
    await shot(contractor, 'proposals-contract-review');
    await review.getByRole('button', { name: 'Send for Signing' }).click();
    await expect
      .poll(() => contractor.getByText('Document sent for digital signature!').count(), { timeout: 20_000 })
      .toBe(1);
    // The link is not kept on the estimate; the contractor can issue a fresh one to sign in person.
    await contractor.getByRole('button', { name: 'Sign in person' }).waitFor();
    await shot(contractor, 'proposals-estimate-sent-for-signing');

    // Homeowner signs: full name, a drawn signature, agreement.
    const signingLink = await mailedLink(homeownerEmail, 'sign');
    expect(await contractor.getByRole('link', { name: 'Open Signing Link' }).count()).toBe(0);
    await homeowner.goto(signingLink);
    await homeowner.getByRole('heading', { name: 'Review and sign' }).waitFor();
    await homeowner.getByLabel('Type your full name').fill('Grace Ellison');
    await homeowner.getByRole('button', { name: 'Sign Contract' }).click();
    await homeowner.getByText('Please draw your signature').waitFor();
    const pad = homeowner.getByRole('img', { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await homeowner.mouse.move(box.x + 20, box.y + box.height * 0.6);
    await homeowner.mouse.down();
    for (let step = 1; step <= 40; step++) {
      const x = box.x + 20 + (step / 40) * (box.width - 40);
      const y = box.y + box.height * 0.5 + Math.sin(step / 3) * box.height * 0.25;
      await homeowner.mouse.move(x, y, { steps: 2 });
    }
    await homeowner.mouse.up();
    await homeowner.getByRole('checkbox').check();
    await shot(homeowner, 'proposals-signing-phone');
    await homeowner.getByRole('button', { name: 'Sign Contract' }).click();
    await homeowner.getByRole('heading', { name: 'Contract signed' }).waitFor({ timeout: 20_000 });
    await shot(homeowner, 'proposals-signed');

    // Reopening the used signing link shows the signed page with the signed PDF, not an error.
    await homeowner.goto(signingLink);
    await homeowner.getByRole('heading', { name: 'Contract signed' }).waitFor();
    expect(
      await homeowner.getByText(/^Signed on [A-Z][a-z]{2} \d{1,2}, \d{4} by Grace Ellison\.$/).count(),
    ).toBe(1);
    expect(await homeowner.getByText('This signing link has already been used.').count()).toBe(0);
    expect(await homeowner.getByText('Nguyen Roofing & Exteriors').count()).toBeGreaterThan(0);
    await shot(homeowner, 'proposals-signing-link-reopened');
    const reopenedDownload = homeowner.waitForEvent('download');
    await homeowner.getByRole('link', { name: 'Download signed contract (PDF)' }).click();
    const reopenedPdf = await reopenedDownload;
    // Named for what it is: number, kind and street (docs/decisions.md, "Download names say what the file is").
    expect(reopenedPdf.suggestedFilename()).toMatch(/^C-\d+ Signed contract – .+\.pdf$/);
    // The proposal link now says where things stand, with the signed contract.
    await homeowner.goto(proposalLink);
    const standing = homeowner.getByTestId('contract-status');
    await standing.waitFor();
    expect(await standing.textContent()).toContain('by Grace Ellison');
    expect(await homeowner.getByText(/will send you the contract/).count()).toBe(0);
    await shot(homeowner, 'proposals-portal-after-signing');

    // Contractor downloads the signed PDF.
    await contractor.goto(estimateUrl);
    await contractor.getByText('Contract signed', { exact: true }).first().waitFor();
    const downloadStarted = contractor.waitForEvent('download');
    await contractor.getByRole('button', { name: 'Download Signed Contract' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^C-\d+ Signed contract – .+\.pdf$/);
    mkdirSync('test-results', { recursive: true });
    const pdfPath = 'test-results/signed-contract.pdf';
    await download.saveAs(pdfPath);
    const bytes = new Uint8Array(readFileSync(pdfPath));
    const signedPdf = await PDFDocument.load(bytes);
    expect(signedPdf.getPageCount()).toBe(4);
    const text = await pdfText(bytes);
    expect(text).toContain('Grace Ellison');
    expect(text).toContain('Certificate of electronic signature');
    expect(text).toContain('Nguyen Roofing & Exteriors');
    pdfShot(pdfPath, 'signed-contract-page');

    expect(errors).toEqual([]);
    await contractorContext.close();
    await homeownerContext.close();
  });
});
