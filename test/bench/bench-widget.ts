/**
 * `npm run bench:widget` — the website quote widget (docs/product.md#widget): the embed loader's and the
 * iframe page's initial JavaScript (gzip), address → prices on the local stack (p50/p95 of the two
 * calls a homeowner waits for: measure the address, confirm the home), and the host page's Lighthouse
 * Total Blocking Time (mobile preset) on a plain test page with and without the widget. The last line
 * is one JSON object with the figures. Starts a runtime on free ports (building the web if stale).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startRuntimeProcess } from '../support/runtime-process.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.js';
import { signUpAndConfirm } from '../support/signup-flow.js';

/** Targets of the widget issue. */
const TARGETS = { loaderKb: 5, frameJsKb: 60, p50Ms: 1500, tbtDeltaMs: 50 };
/** Address → prices rounds timed (each a new address, so each is measured). */
const ROUNDS = 20;
/** Lighthouse runs per page; the median TBT is kept. */
const LIGHTHOUSE_RUNS = 3;

const gzipKb = (path: string) => Number((gzipSync(readFileSync(resolve(path))).length / 1024).toFixed(2));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** A plain page (text and an image-free layout), with `extra` at the end of its body. */
async function hostPage(extra: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A plain test page"><title>Test roofing company</title></head>
<body><main><h1>Test Roofing</h1>${'<p>We replace and repair roofs across the county. Licensed and insured since 1987.</p>'.repeat(12)}${extra()}</main></body></html>`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function main(): Promise<void> {
  const runtime = await startRuntimeProcess({ buildWeb: true, name: 'bench-widget' });
  const baseUrl = runtime.url;
  let key = '';
  const plain = await hostPage(() => '');
  const embedded = await hostPage(
    () => `<script src="${baseUrl}/widget.js" data-key="${key}" async></script>`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const loaderKb = gzipKb('web/dist/widget.js');
    const frameJsKb = gzipKb('web/dist/widget/frame.js');
    const frameCssKb = gzipKb('web/dist/widget/frame.css');

    const signedUp = await signUpAndConfirm({
      baseUrl,
      mailViewerUrl: runtime.mailViewerUrl,
      body: {
        first_name: 'Bench',
        last_name: 'Widget',
        company: 'Bench Roofing',
        email: `bench.widget.${Date.now()}@example.com`,
        password: 'Shingle-2026',
      },
    });
    const token = signedUp.body.access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const catalogue = (await (await fetch(`${baseUrl}/api/catalogue`, { headers: auth })).json()) as {
      catalogue: { lines: { id: string }[] };
    };
    const saved = await fetch(`${baseUrl}/api/widget-settings`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        enabled: true,
        origins: [embedded.origin],
        line_ids: catalogue.catalogue.lines.slice(0, 3).map((line) => line.id),
        price_display: 'range',
        headline: 'Your roof price in seconds',
        brand_colour: null,
        show_logo: true,
        consent_text: 'I agree that {company} may contact me about my roof quote.',
      }),
    });
    key = ((await saved.json()) as { key: string }).key;

    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round is a visitor of its own network (the widget limits addresses per network).
      const client = { 'cloudfront-viewer-address': `198.18.7.${round + 1}:443` };
      const visit = await post(`${baseUrl}/api/widget/${key}/sessions`, { origin: embedded.origin }, client);
      const started = performance.now();
      const quote = await post(
        `${baseUrl}/api/widget/${key}/quotes`,
        {
          session: visit.session,
          origin: embedded.origin,
          address: `${100 + round * 7} Cedar Bend Drive, Austin, TX 78704`,
        },
        client,
      );
      await post(
        `${baseUrl}/api/widget/${key}/quotes/${String(quote.lead_id)}/confirm`,
        { session: visit.session, origin: embedded.origin },
        client,
      );
      timings.push(performance.now() - started);
    }

    const tbt = async (url: string): Promise<number> => {
      const runs: number[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        runs.push(result?.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      }
      return percentile(runs, 50);
    };
    const tbtWithout = await tbt(`${plain.origin}/`);
    const tbtWith = await tbt(`${embedded.origin}/`);

    const figures = {
      bench: 'widget',
      loaderKbGzip: loaderKb,
      frameInitialJsKbGzip: frameJsKb,
      frameCssKbGzip: frameCssKb,
      addressToPricesP50Ms: percentile(timings, 50),
      addressToPricesP95Ms: percentile(timings, 95),
      rounds: ROUNDS,
      hostTbtWithoutMs: tbtWithout,
      hostTbtWithMs: tbtWith,
      hostTbtDeltaMs: tbtWith - tbtWithout,
    };
    const mark = (value: number, target: number) => (value <= target ? 'ok' : `above target ${target}`);
    console.log('Website quote widget');
    console.log(`  loader (widget.js)          ${loaderKb} KB gzip  ${mark(loaderKb, TARGETS.loaderKb)}`);
    console.log(
      `  iframe initial JS           ${frameJsKb} KB gzip  ${mark(frameJsKb, TARGETS.frameJsKb)} (+ ${frameCssKb} KB CSS)`,
    );
    console.log(
      `  address → prices p50        ${figures.addressToPricesP50Ms} ms  ${mark(figures.addressToPricesP50Ms, TARGETS.p50Ms)}`,
    );
    console.log(`  address → prices p95        ${figures.addressToPricesP95Ms} ms  (${ROUNDS} rounds)`);
    console.log(
      `  host page TBT without       ${tbtWithout} ms  (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS})`,
    );
    console.log(
      `  host page TBT with widget   ${tbtWith} ms  delta ${figures.hostTbtDeltaMs} ms  ${mark(figures.hostTbtDeltaMs, TARGETS.tbtDeltaMs)}`,
    );
    console.log(JSON.stringify(figures));
  } finally {
    chrome.kill();
    plain.server.close();
    embedded.server.close();
    await runtime.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
