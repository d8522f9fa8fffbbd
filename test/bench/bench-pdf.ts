/**
 * `npm run bench:pdf` — renders the proposal PDF of the fixture roof (measured by the real engine,
 * priced with the default rates, with a 600 × 240 full-colour PNG logo) 50 times and prints the
 * render time (p50, p95, max) and the file size; also times the measurement report, contract and
 * signed contract once warm. Targets: p50 ≤ 150 ms, size ≤ 500 KB. The last line is one JSON object.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { renderContractPdf } from '../../functions/documents/pdf/contract-pdf.js';
import { renderProposalPdf } from '../../functions/documents/pdf/proposal-pdf.js';
import { renderMeasurementReportPdf } from '../../functions/documents/pdf/report-pdf.js';
import { renderSignedContractPdf } from '../../functions/documents/pdf/signed-contract-pdf.js';
import { encodePng, signaturePng } from '../support/png.js';
import { contractFixture, proposalFixture } from '../support/proposal-fixture.js';
import { percentile } from './load.js';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 50);
const TARGET_P50_MS = 150;
const TARGET_BYTES = 500 * 1024;

/** A realistic logo: smooth colour gradients and a mark, which PNG cannot squeeze to nothing. */
function benchLogo(): Buffer {
  return encodePng(600, 240, (x, y) => {
    const inMark = (x - 120) ** 2 + (y - 120) ** 2 < 95 ** 2;
    const shade = Math.round(((x * 7 + y * 13) % 255) * 0.3);
    if (inMark) return [11 + (x % 40), 27 + (y % 60), 51 + shade, 255];
    return [240 - (y % 32), 120 + Math.round(60 * Math.sin(x / 17)), 22 + shade, 255];
  });
}

async function time<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

async function main(): Promise<void> {
  const logo = benchLogo();
  const document = proposalFixture({
    company: { ...proposalFixture().company, logo: { bytes: logo, type: 'png' } },
  });

  // Warm-up: module, font and code caches, as a warm Lambda has them.
  for (let index = 0; index < 3; index++) await renderProposalPdf(document);
  const timings: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let index = 0; index < RENDERS; index++) {
    const [rendered, ms] = await time(() => renderProposalPdf(document));
    bytes = rendered;
    timings.push(ms);
  }
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  const max = Math.max(...timings);

  const [report, reportMs] = await time(() => renderMeasurementReportPdf(document));
  const [contract, contractMs] = await time(() => renderContractPdf(contractFixture(document)));
  const [signed, signedMs] = await time(() =>
    renderSignedContractPdf(contract, signaturePng(), {
      contractId: 'bench',
      signerName: 'Alex Homeowner',
      signerEmail: 'alex@example.com',
      signedAt: new Date().toISOString(),
      clientAddress: '203.0.113.10',
      userAgent: 'bench',
      unsignedSha256: createHash('sha256').update(contract).digest('hex'),
      linkIssuedAt: new Date().toISOString(),
    }),
  );

  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  console.log(`proposal PDF: ${RENDERS} renders, logo ${kb(logo.length)} PNG (600 × 240)`);
  console.log(
    `  render time p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · max ${max.toFixed(1)} ms (target p50 ≤ ${TARGET_P50_MS} ms) ${p50 <= TARGET_P50_MS ? 'OK' : 'OVER'}`,
  );
  console.log(
    `  size ${kb(bytes.length)}, ${pages} pages (target ≤ ${kb(TARGET_BYTES)}) ${bytes.length <= TARGET_BYTES ? 'OK' : 'OVER'}`,
  );
  console.log(`measurement report: ${reportMs.toFixed(1)} ms, ${kb(report.length)}`);
  console.log(
    `contract: ${contractMs.toFixed(1)} ms, ${kb(contract.length)} · signed contract: ${signedMs.toFixed(1)} ms, ${kb(signed.pdf.length)}`,
  );
  console.log(
    JSON.stringify({
      bench: 'pdf',
      document: 'proposal',
      renders: RENDERS,
      logoBytes: logo.length,
      p50Ms: Number(p50.toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      maxMs: Number(max.toFixed(1)),
      bytes: bytes.length,
      pages,
      targetP50Ms: TARGET_P50_MS,
      targetBytes: TARGET_BYTES,
      withinTargets: p50 <= TARGET_P50_MS && bytes.length <= TARGET_BYTES,
      reportMs: Number(reportMs.toFixed(1)),
      contractMs: Number(contractMs.toFixed(1)),
      signedContractMs: Number(signedMs.toFixed(1)),
    }),
  );
}

await main();
