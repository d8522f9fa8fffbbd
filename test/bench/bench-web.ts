/**
 * `npm run bench:web` — Lighthouse (mobile preset, Debian's Chromium) on every prerendered public page
 * (shared/public-site/public-pages.ts) served by a local runtime. Prints one table row per page:
 * performance (with TBT, LCP and CLS), accessibility, best-practices and SEO scores, the page's
 * initial JavaScript (every script loaded before the page settled, gzip-compressed) and
 * `no_js_text_chars`, the length of the text a visitor without JavaScript sees in the page's HTML.
 * The last line is one JSON object with the worst value of each figure across the pages (and the page
 * it came from). BENCH_PAGES=/,/contact limits the run to some pages. Uses BENCH_BASE_URL when set
 * (loopback only), otherwise builds the web if stale and starts a runtime on free ports in a
 * temporary folder.
 *
 * A shared machine swings Lighthouse's figures 2–3×, so before each page the same Chromium measures a
 * floor: a bare page (a heading and text, no stylesheet, no script) from a server in this process. Its
 * figures and Lighthouse's CPU benchmark index are printed beside the page's, and LCP as a ratio to
 * the floor's: a page close to its floor has little left to gain, whatever the machine did meanwhile.
 * BENCH_RUNS=3 measures each page (and its floor) three times and keeps the median of each figure.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PUBLIC_PAGES } from '../../shared/public-site/public-pages.js';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.js';
import { noJsText } from '../support/no-js-text.js';

/** Targets for the worst public page (docs/decisions.md, "Public pages as islands"). */
const TARGETS = {
  performance: 98,
  tbtMs: 100,
  lcpMs: 1200,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  initialJsKbGzip: 80,
  no_js_text_chars: 200,
};

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** The figures of one page. */
interface PageFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  initialJsKbGzip: number;
  initialScripts: number;
  no_js_text_chars: number;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  cpuIndex: number;
  failingAudits: string[];
}

type Figure = Exclude<keyof PageFigures, 'url' | 'failingAudits' | 'cpuIndex'>;
/** Figures where a higher value is better (the worst is the lowest). */
const HIGHER_IS_BETTER: Figure[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'no_js_text_chars',
];
const FIGURES: Figure[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'initialJsKbGzip',
  'initialScripts',
  'no_js_text_chars',
];

async function measurePage(baseUrl: string, path: string, port: number): Promise<PageFigures> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const origin = new URL(baseUrl).origin;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  const scripts = [...new Set(requests.map((item) => new URL(item.url).pathname))];
  const webRoot = resolve('web/dist');
  const initialJsBytes = scripts.reduce(
    (total, script) => total + gzipSync(readFileSync(join(webRoot, script))).length,
    0,
  );
  return {
    url: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    initialJsKbGzip: Number((initialJsBytes / 1024).toFixed(1)),
    initialScripts: scripts.length,
    no_js_text_chars: noJsText(html).length,
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
    failingAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`),
  };
}

/** Whether `value` meets the target of `figure` (figures without a target always do). */
function meets(figure: Figure, value: number): boolean {
  const target = (TARGETS as Partial<Record<Figure, number>>)[figure];
  if (target === undefined) return true;
  return HIGHER_IS_BETTER.includes(figure) ? value >= target : value <= target;
}

/** The bare page of the floor: what Lighthouse gives a page with nothing to load or run. */
async function floorServer(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="The floor of the web bench"><title>Floor</title></head><body><main><h1>Roof measurements in 60 seconds</h1>${'<p>Type an address and get the roof measured, priced and turned into a proposal.</p>'.repeat(8)}</main></body></html>`,
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

/** The median of each figure over runs of one page (the first run's audits and text). */
function medianFigures(runs: PageFigures[]): PageFigures {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const figures = { ...runs[0] };
  for (const figure of [...FIGURES, 'cpuIndex'] as const)
    figures[figure] = median(runs.map((run) => run[figure]));
  return figures;
}

/** Measures `path` `runs` times, retrying a run once when the runtime or Chromium stumbles. */
async function measure(baseUrl: string, path: string, port: number, runs: number): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let run = 0; run < runs; run++) {
    try {
      results.push(await measurePage(baseUrl, path, port));
    } catch (error) {
      console.warn(`    ${path}: ${(error as Error).message.split('\n')[0]}; measuring again`);
      results.push(await measurePage(baseUrl, path, port));
    }
  }
  return medianFigures(results);
}

function row(cells: (string | number)[]): string {
  return cells.map((cell, index) => String(cell).padEnd(index === 0 ? 22 : 8)).join(' ');
}

async function main(): Promise<void> {
  let runtime: RuntimeProcess | undefined;
  let baseUrl = process.env.BENCH_BASE_URL;
  if (!baseUrl) {
    runtime = await startRuntimeProcess({ buildWeb: true, name: 'bench-web' });
    baseUrl = runtime.url;
  }
  if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(baseUrl))
    throw new Error('bench:web only targets loopback addresses');
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
  const floor = await floorServer();
  const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const paths = PUBLIC_PAGES.map((page) => page.path).filter((path) => !only || only.includes(path));

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const pages: PageFigures[] = [];
  const floors: PageFigures[] = [];
  try {
    // One discarded run first: a runtime that just started (seeding, the JVM of DynamoDB Local
    // warming up) and a cold Chromium would otherwise weigh on whichever page comes first.
    await measurePage(baseUrl, paths[0] ?? '/', chrome.port);
    console.log(
      `Lighthouse (mobile) on ${paths.length} prerendered public pages, ${runs === 1 ? 'one run' : `median of ${runs} runs`} each; floor = a bare page measured just before`,
    );
    console.log(
      row([
        'page',
        'perf',
        'TBT ms',
        'LCP ms',
        'CLS',
        'a11y',
        'bp',
        'SEO',
        'JS KB',
        'scripts',
        'no-JS',
        'floor perf/TBT/LCP',
        'LCP÷floor',
        'cpu idx',
      ]),
    );
    for (const path of paths) {
      const base = await measure(floorUrl, '/', chrome.port, runs);
      floors.push(base);
      const figures = await measure(baseUrl, path, chrome.port, runs);
      pages.push(figures);
      const cell = (figure: Figure) => `${figures[figure]}${meets(figure, figures[figure]) ? '' : '!'}`;
      console.log(
        row([
          path,
          cell('performance'),
          cell('tbtMs'),
          cell('lcpMs'),
          cell('cls'),
          cell('accessibility'),
          cell('bestPractices'),
          cell('seo'),
          cell('initialJsKbGzip'),
          cell('initialScripts'),
          cell('no_js_text_chars'),
          `${base.performance}/${base.tbtMs}/${base.lcpMs}`.padEnd(18),
          (figures.lcpMs / Math.max(1, base.lcpMs)).toFixed(2),
          `${figures.cpuIndex}`,
        ]),
      );
      if (figures.failingAudits.length)
        console.log(`    audits below 0.9: ${figures.failingAudits.join(', ')}`);
    }
  } finally {
    chrome.kill();
    floor.close();
    await runtime?.stop();
  }

  const worst: Record<string, unknown> = { bench: 'web', preset: 'mobile', pages: pages.length };
  const failing: string[] = [];
  for (const figure of FIGURES) {
    const higher = HIGHER_IS_BETTER.includes(figure);
    const page = pages.reduce((a, b) => ((higher ? b[figure] < a[figure] : b[figure] > a[figure]) ? b : a));
    worst[figure] = page[figure];
    worst[`${figure}Page`] = page.url;
    if (!meets(figure, page[figure])) failing.push(`${figure} ${page[figure]} on ${page.url}`);
  }
  const floorMedian = medianFigures(floors);
  worst.floor = {
    performance: floorMedian.performance,
    tbtMs: floorMedian.tbtMs,
    lcpMs: floorMedian.lcpMs,
    cpuIndex: floorMedian.cpuIndex,
  };
  console.log(
    `floor (median over the run): perf ${floorMedian.performance}, TBT ${floorMedian.tbtMs} ms, LCP ${floorMedian.lcpMs} ms, cpu index ${floorMedian.cpuIndex}`,
  );
  console.log(
    `worst page figures: ${failing.length ? `off target: ${failing.join('; ')}` : 'all on target'}`,
  );
  console.log(JSON.stringify(worst));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
