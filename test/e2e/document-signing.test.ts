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

// Document signing in Chromium: an uploaded PDF is sent for signature from the Documents page, signed by the
// homeowner in a second browser context, reads Signed in the library, and the signed PDF (a new
// document) ends with the certificate page (rendered to PNG pages to look at). 1280 and 375 px.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const stamp = Date.now().toString(36);
const account = { email: `e2e.docsign.${stamp}@example.com`, password: 'Ridge-line-2026' };
const signerEmail = `signer.${stamp}@example.com`;

describe('send any document for signature, in two browsers', () => {
  it('uploads a PDF, sends it, the signer signs, the library reads Signed with the signed PDF', async () => {
    await signUp({
      ...account,
      first_name: 'Casey',
      last_name: 'Nguyen',
      company: 'Nguyen Roofing',
    });
    const contractorContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const signerContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      acceptDownloads: true,
    });
    const page = await contractorContext.newPage();
    const signer = await signerContext.newPage();
    const errors: string[] = [];
    for (const each of [page, signer]) collectPageErrors(each, errors);
    await signIn(page, account);

    await page.goto(`${baseUrl}/dashboard/documents`);
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByLabel('Title').fill('Change order 7');
    await page.getByLabel('Customer').last().fill('Grace Ellison');
    const pdf = await PDFDocument.create();
    pdf
      .addPage([612, 792])
      .drawText('Change order 7: replace the garage roof decking', { x: 60, y: 700, size: 14 });
    await page.getByLabel('File').setInputFiles({
      name: 'change-order.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Change order 7 uploaded.').waitFor();
    const row = page.locator('tr', { hasText: 'Change order 7' });
    await row.getByRole('button', { name: 'Send for signature' }).click();
    await page.getByLabel('Signer email').fill(signerEmail);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`Sent to ${signerEmail}.`).waitFor();
    await row.getByText('Sent for signature').waitFor();

    const link = await mailedLink(signerEmail, 'sign-document');
    await signer.goto(link);
    await signer.getByRole('heading', { name: 'Change order 7' }).waitFor();
    await page.reload();
    await page.locator('tr', { hasText: 'Change order 7' }).getByText('Viewed').waitFor();
    await signer.getByLabel('Type your full name').fill('Grace Ellison');
    const pad = signer.getByRole('img', { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await signer.mouse.move(box.x + 20, box.y + box.height * 0.6);
    await signer.mouse.down();
    for (let step = 1; step <= 40; step++) {
      const x = box.x + 20 + (step / 40) * (box.width - 40);
      const y = box.y + box.height * 0.5 + Math.sin(step / 3) * box.height * 0.25;
      await signer.mouse.move(x, y, { steps: 2 });
    }
    await signer.mouse.up();
    await signer.getByRole('checkbox').check();
    await shot(signer, 'document-signing-375');
    await signer.getByRole('button', { name: 'Sign Document' }).click();
    await signer.getByRole('heading', { name: 'Document signed' }).waitFor({ timeout: 20_000 });
    await signer.goto(link);
    await signer.getByText('This document has already been signed or declined').waitFor();

    await page.reload();
    await page
      .locator('tr', { hasText: 'Change order 7' })
      .filter({ hasNotText: '(signed)' })
      .getByText('Signed', { exact: true })
      .waitFor();
    const signedRow = page.locator('tr', { hasText: 'Change order 7 (signed)' });
    await signedRow.waitFor();
    await shot(page, 'documents-signatures-1280');
    const downloadStarted = page.waitForEvent('download');
    await signedRow.getByRole('button', { name: 'Download' }).click();
    const download = await downloadStarted;
    const pdfPath = 'test-results/signed-document.pdf';
    await download.saveAs(pdfPath);
    const { readFileSync } = await import('node:fs');
    const bytes = new Uint8Array(readFileSync(pdfPath));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Certificate of electronic signature');
    expect(text).toContain('Grace Ellison');
    pdfShot(pdfPath, 'signed-document-page');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl}/dashboard/documents`);
    await page.getByTestId('document-card').first().waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, 'documents-signatures-375');

    expect(errors).toEqual([]);
    await contractorContext.close();
    await signerContext.close();
  });
});
