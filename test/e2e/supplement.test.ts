import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { formatNumber } from '../../shared/kernel/format.js';
import { api, signUp } from '../support/api.js';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  SCREENSHOT_DIR,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { measuredEstimate } from '../support/estimates.js';
import { pdfText } from '../support/pdf-text.js';

// The supplement builder as a contractor uses it: claim details on the project screen, a
// carrier scope CSV (first with a bad row: nothing imported; then fixed) missing drip edge on the rakes
// and the steep charge; the comparison lists both with the measured quantities; the PDF is generated,
// turned into PNG pages with pdftoppm (looked at), stored in Documents and attached to a dispute.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The simulator measures a gable roof at 8/12 here: rakes to trim and a steep charge. */
const STEEP_GABLE = '101 Cedar Ridge Drive, Carmel, IN 46032';

async function phoneShot(
  account: { email: string; password: string },
  url: string,
  name: string,
  ready: string,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto(url);
  await page.getByText(ready, { exact: false }).first().waitFor();
  await shot(page, name);
  await expectNoHorizontalScroll(page);
  await context.close();
}

/** A CSV file for the scope import. */
function csvFile(name: string, rows: string[][]) {
  const text = rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n');
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

describe('insurance: a supplement request from the measured roof', () => {
  it('a scope missing drip edge on the rakes and the steep charge yields a supplement PDF listing both', async () => {
    const owner = await signUp({ first_name: 'Casey', company: 'Nguyen Roofing & Exteriors' });
    const estimate = await measuredEstimate(owner.token, {
      address: STEEP_GABLE,
      customer_first_name: 'Grace',
      customer_last_name: 'Ellison',
    });
    const { edges, wasteTable, steepSlope } = estimate.measurement;
    const squares = wasteTable.find((row: { suggested: boolean }) => row.suggested).squares;
    const steep = steepSlope.find(
      (tier: { tier: number; squares: number }) => tier.tier === 1 && tier.squares > 0,
    );
    expect(steep, 'the fixture roof has facets at 7–9/12').toBeDefined();
    const dripMeasured = Math.round(edges.eaveFt + edges.rakeFt);
    const dripInScope = Math.round(edges.eaveFt);
    const project = await api('POST', '/api/projects', {
      token: owner.token,
      body: { estimate_id: estimate.id },
    });
    expect(project.status).toBe(201);
    const projectId = project.body.id as string;
    const dispute = await api('POST', '/api/disputes', {
      token: owner.token,
      body: {
        project_id: projectId,
        dispute_type: 'scope',
        description: 'Scope leaves out rake trim and steep work.',
      },
    });
    expect(dispute.status).toBe(201);
    const mail = await api('POST', '/api/communications/send', {
      token: owner.token,
      body: {
        recipients: ['dana.whit@example.com'],
        subject: 'Claim CLM-2026-0412: measurement report',
        body: 'The roof measurement report for 101 Cedar Ridge Drive is attached to the claim file.',
        project_id: projectId,
      },
    });
    expect(mail.status, JSON.stringify(mail.body)).toBe(200);
    const report = await api('GET', `/api/estimates/${estimate.id}/generate-pdf?kind=report`, {
      token: owner.token,
      headers: { accept: 'application/json' },
    });
    expect(report.status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, owner);

    // Claim details on the project screen.
    await page.goto(`${baseUrl}/dashboard/projects/${projectId}`);
    await page.getByRole('heading', { name: 'Insurance claim' }).waitFor();
    await page.getByRole('button', { name: 'Add insurance claim' }).click();
    await page.getByLabel('Insurance company').fill('State Farm');
    await page.getByLabel('Claim number').fill('CLM-2026-0412');
    await page.getByLabel('Policy number').fill('HO-889201');
    await page.getByLabel('Date of loss').fill('2026-06-14');
    await page.getByLabel('Adjuster name').fill('Dana Whit');
    await page.getByLabel('Adjuster email').fill('dana.whit@example.com');
    await page.getByLabel('Adjuster phone').fill('317-555-0142');
    await page.getByLabel('Deductible ($)').fill('1000');
    await page.getByLabel('RCV ($)').fill('18450.25');
    await page.getByLabel('ACV ($)').fill('14210');
    await page.getByLabel('Recoverable depreciation ($)').fill('4240.25');
    await page.getByLabel('Final estimate ($)').fill('19880');
    await page.getByRole('button', { name: 'Save claim details' }).click();
    await page.getByRole('button', { name: 'Edit claim details' }).waitFor();
    await page.getByText('HO-889201').waitFor();
    await page.getByText('$18,450.25').waitFor();
    await shot(page, 'supplement-project-claim-1280');
    const stored = await api('GET', `/api/projects/${projectId}`, { token: owner.token });
    expect(stored.body.insurance).toMatchObject({
      insurance_company: 'State Farm',
      rcv: 18450.25,
      deductible: 1000,
    });

    // The builder: a CSV with a bad row imports nothing and names the row.
    await page.getByRole('link', { name: 'Build supplement' }).click();
    await page.waitForURL(/\/dashboard\/insurance\/supplement\?project=/);
    await page
      .getByText('Ridgeline documents, and does not negotiate the claim.', { exact: false })
      .waitFor();
    const header = ['Code', 'Description', 'Qty', 'Unit', 'Unit Price'];
    const scope = [
      ['RFG 300S', 'Laminated comp. shingle rfg. - w/out felt', String(squares), 'SQ', '265.40'],
      ['RFG DRIP', 'Drip edge', String(dripInScope), 'LF', '3.10'],
      ['RFG ASTR', 'Asphalt starter - universal starter course', String(dripMeasured), 'LF', '2.20'],
      [
        'RFG RIDGC',
        'Hip / Ridge cap - composition shingles',
        String(Math.round(edges.hipFt + edges.ridgeFt)),
        'LF',
        '5.40',
      ],
      [
        'RFG IWS',
        'Ice & water barrier',
        String(Math.round(edges.eaveFt * 6 + edges.valleyFt * 3)),
        'SF',
        '1.90',
      ],
      ['O&P', 'Overhead & profit', '20', '%', '0'],
    ];
    const upload = page.getByLabel('Import a scope CSV');
    await upload.setInputFiles(
      csvFile('scope-bad.csv', [
        header,
        ...scope.slice(0, 2),
        ['RFG VENT', 'Ridge vent', 'ten', 'BOX', '4'],
        ...scope.slice(2),
      ]),
    );
    await page.getByText('Nothing was imported', { exact: false }).waitFor();
    expect(await page.getByRole('list', { name: 'CSV errors' }).innerText()).toContain(
      'Row 4: quantity must be a number',
    );
    expect(await page.getByLabel('Description, line 1').inputValue()).toBe('');
    await upload.setInputFiles(csvFile('scope.csv', [header, ...scope]));
    await page.getByText('6 lines imported', { exact: false }).waitFor();
    expect(await page.getByLabel('Description, line 2').inputValue()).toBe('Drip edge');

    // The comparison lists both lines with the measured quantities.
    const lines = page.getByRole('table', { name: 'Supplement lines' });
    await lines.waitFor();
    const dripRow = lines.getByRole('row').filter({ hasText: 'Drip edge (eaves + rakes)' });
    expect(await dripRow.innerText()).toContain('Under-scoped');
    expect(await dripRow.innerText()).toContain(formatNumber(dripMeasured));
    expect(await dripRow.innerText()).toContain(formatNumber(dripMeasured - dripInScope));
    const steepRow = lines.getByRole('row').filter({ hasText: 'Steep roof charge 7–9/12' });
    expect(await steepRow.innerText()).toContain('Not in scope');
    expect(await steepRow.innerText()).toContain(formatNumber(steep.squares, 2));
    await page.getByLabel('Unit price of Steep roof charge 7–9/12').fill('70.50');
    await page.getByRole('table', { name: 'Facets' }).waitFor();
    await page.getByLabel('Scope date').fill('2026-07-02');
    await page
      .getByLabel('Note for the cover letter (optional)')
      .fill('Photos of the rake edges were sent on July 3.');
    await shot(page, 'supplement-builder-1280');

    // The PDF: generated, stored, turned into PNG pages and read.
    await page.getByRole('button', { name: 'Generate supplement PDF' }).click();
    await page.getByText('Supplement request saved to Documents').waitFor();
    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = new Uint8Array(await (await fetch(href!)).arrayBuffer());
    const text = await pdfText(pdf);
    expect(text).toContain('Drip edge (eaves + rakes)');
    expect(text).toContain('Steep roof charge 7–9/12');
    expect(text).toContain(formatNumber(dripMeasured));
    expect(text).toContain(formatNumber(steep.squares, 2));
    expect(text).not.toContain('does not negotiate');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(`${SCREENSHOT_DIR}/supplement-request.pdf`, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      `${SCREENSHOT_DIR}/supplement-request.pdf`,
      `${SCREENSHOT_DIR}/supplement-pdf`,
    ]);
    expect(
      readdirSync(SCREENSHOT_DIR).filter((name) => name.startsWith('supplement-pdf-')).length,
    ).toBeGreaterThanOrEqual(4);

    // Attached to the dispute from the builder; the dispute shows it and offers the library.
    await page.getByRole('button', { name: 'Attach' }).click();
    await page.getByText('Attached to the', { exact: false }).waitFor();
    await shot(page, 'supplement-generated-1280');
    await page.goto(`${baseUrl}/dashboard/insurance/disputes/${dispute.body.id}`);
    await page
      .getByRole('list', { name: 'Attached documents' })
      .getByText('Supplement request — State Farm', { exact: false })
      .waitFor();
    await page.getByLabel('Attach a document').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Attach' }).click();
    await page.getByRole('list', { name: 'Attached documents' }).getByRole('listitem').nth(1).waitFor();
    await page
      .getByRole('list', { name: 'Dispute timeline' })
      .getByText('attached by', { exact: false })
      .first()
      .waitFor();
    await shot(page, 'supplement-dispute-documents-1280');

    // The Communications tab (the module reached from the sidebar) lists the mail sent about the project.
    await page.getByRole('link', { name: 'Insurance', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/insurance`);
    await page.getByRole('tab', { name: 'Communications' }).click();
    await page
      .getByRole('list', { name: 'Communications' })
      .getByText('Claim CLM-2026-0412: measurement report')
      .waitFor();
    await shot(page, 'insurance-communications-1280');
    expect(errors).toEqual([]);
    await context.close();

    await phoneShot(
      owner,
      `${baseUrl}/dashboard/insurance/supplement?project=${projectId}`,
      'supplement-builder-375',
      'Roof diagram',
    );
    await phoneShot(
      owner,
      `${baseUrl}/dashboard/projects/${projectId}`,
      'supplement-project-claim-375',
      // Folded on a phone: the section's summary shows, the claim number inside it does not.
      'Insurance claim',
    );
    await phoneShot(
      owner,
      `${baseUrl}/dashboard/insurance/disputes/${dispute.body.id}`,
      'supplement-dispute-375',
      'Timeline',
    );
  });
});
