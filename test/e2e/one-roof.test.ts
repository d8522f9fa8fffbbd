import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { roofSquares } from '../../shared/estimates/measurement/roof-area.js';
import { formatNumber, formatSqft, formatSquares } from '../../shared/kernel/format.js';
import { api, eventually, signUp } from '../support/api.js';
import { collectPageErrors, shot, signIn, useBrowser } from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { signedSale } from '../support/projects.js';

// One roof, the same numbers everywhere (docs/decisions.md): a signed sale's roof reads the same ft² and
// squares on the estimate, the project, the homeowner's proposal, the contract and the account export,
// and the estimate's pitch table adds up to its headline.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The value of a labelled figure (a dt/dd pair) on the page. */
async function figure(page: Page, label: string): Promise<string> {
  const value = page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();
  await value.waitFor();
  return (await value.innerText()).trim();
}

/** A file's bytes from a link the API hands out. */
async function fetched(url: string): Promise<Uint8Array> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

/** Splits one CSV line (quoted cells allowed). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
}

describe('one roof, the same numbers everywhere', () => {
  it('estimate, project, proposal, contract and export read one area and one squares figure; the pitch table sums to the headline', async () => {
    const owner = await signUp({ first_name: 'Morgan', company: 'One Roof Exteriors' });
    const sale = await signedSale(owner.token, 'Ada Brook');
    const measurement = sale.estimate.measurement as { adjustedAreaSqft: number; adjustedSquares: number };
    const area = formatSqft(measurement.adjustedAreaSqft);
    const squares = roofSquares(measurement.adjustedAreaSqft);
    expect(measurement.adjustedSquares).toBe(squares);
    const squaresFigure = formatNumber(squares, 2);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, owner);

    // The estimate: headline area and squares, the pitch table's rows adding up to the headline.
    await page.goto(`${baseUrl}/dashboard/estimates/${sale.estimate.id}`);
    expect(await figure(page, 'Roof area')).toBe(area);
    await page.getByText(formatSquares(squares), { exact: true }).first().waitFor();
    // The innermost block holding both the heading and the table: the pitch card.
    const pitchCard = page
      .locator('div', { has: page.getByRole('heading', { name: 'Pitch breakdown' }) })
      .filter({ has: page.locator('tbody') })
      .last();
    const areaCells = await pitchCard.locator('tbody tr td:nth-child(3)').allInnerTexts();
    const pitchSum = areaCells.reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, '')), 0);
    expect(pitchSum).toBe(Math.round(measurement.adjustedAreaSqft));
    await pitchCard.getByText(`${formatNumber(pitchSum)} ft² in all`, { exact: false }).waitFor();
    const shares = await pitchCard.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(Math.round(shares.reduce((sum, text) => sum + Number.parseFloat(text), 0) * 10)).toBe(1000);
    // The price per square roofers quote, beside the area.
    expect(await page.getByTestId('price-per-square').innerText()).toContain('per square');
    await shot(page, 'one-roof-estimate-1280');

    // The project's job facts.
    const projectId = await eventually(async () => {
      const projects = await api('GET', '/api/projects', { token: owner.token });
      return (projects.body.projects as { id: string; name: string }[]).find((project) =>
        project.name.startsWith('Ada Brook'),
      )?.id;
    }, 15_000);
    await page.goto(`${baseUrl}/dashboard/projects/${projectId}`);
    await page.getByRole('heading', { name: 'Job facts' }).waitFor();
    expect(await figure(page, 'Squares')).toBe(squaresFigure);
    expect(await figure(page, 'Roof area')).toBe(area);
    await shot(page, 'one-roof-project-1280');

    // The homeowner's proposal page.
    const portal = await context.newPage();
    await portal.goto(`${baseUrl}/proposal/${sale.proposalToken}`);
    await portal.getByRole('heading', { name: 'Roof measurements' }).waitFor();
    expect(await figure(portal, 'Squares')).toBe(squaresFigure);
    expect(await figure(portal, 'Roof area')).toBe(area);

    // The signed contract's PDF.
    const contract = await api('GET', `/api/estimates/${sale.estimate.id}/contract-pdf`, {
      token: owner.token,
      headers: { accept: 'application/json' },
    });
    expect(contract.status, JSON.stringify(contract.body)).toBe(200);
    const contractText = (await pdfText(await fetched(contract.body.url))).replace(/\s+/g, ' ');
    expect(contractText).toContain(`${area} (${formatSquares(squares)})`);

    // The account export: the project's row in projects.csv.
    const started = await api('POST', '/api/settings/export', { token: owner.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const done = await eventually(async () => {
      const answer = await api('GET', `/api/settings/export/${started.body.id}`, { token: owner.token });
      return answer.body.status === 'done' ? answer.body : undefined;
    }, 30_000);
    const files = unzipSync(await fetched(done.download_url));
    const [header, ...rows] = strFromU8(files['projects.csv']!).trim().split('\r\n').map(csvCells);
    const row = rows.find((cells) => cells.includes(sale.estimate.id))!;
    expect(row, header.join(',')).toBeDefined();
    expect(Number(row[header.indexOf('Squares')])).toBe(squares);
    expect(formatSqft(Number(row[header.indexOf('Area sqft')]))).toBe(area);

    expect(errors).toEqual([]);
    await context.close();
  });
});
