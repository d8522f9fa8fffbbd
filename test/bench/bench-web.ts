/**
 * `npm run bench:web` — Lighthouse (mobile preset, Debian's Chromium) on the landing page served by a
 * local runtime. Prints performance (with LCP), accessibility, best-practices and SEO scores, the
 * landing page's initial JavaScript (every script loaded before the page settled, gzip-compressed)
 * and `no_js_text_chars`, the length of the text a visitor without JavaScript sees in the landing
 * page's HTML; the last line is one JSON object with the figures. Uses BENCH_BASE_URL when set
 * (loopback only), otherwise builds the web if stale and starts a runtime on free ports in a
 * temporary folder.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.js';
import { noJsText } from '../support/no-js-text.js';

/** Targets of the Foundation 2 issue (prerendered public pages). */
const TARGETS = {
  performance: 98,
  lcpMs: 1500,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  initialJsKb: 120,
  noJsTextChars: 1000,
};

interface NetworkItem {
  url: string;
  resourceType?: string;
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

  const landingHtml = await (await fetch(`${baseUrl}/`)).text();
  const noJsTextChars = noJsText(landingHtml).length;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(`${baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

    const origin = new URL(baseUrl).origin;
    const requests = (
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
    ).filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
    const scripts = [...new Set(requests.map((item) => new URL(item.url).pathname))];
    const webRoot = resolve('web/dist');
    const initialJsBytes = scripts.reduce(
      (total, path) => total + gzipSync(readFileSync(join(webRoot, path))).length,
      0,
    );

    const figures = {
      bench: 'web',
      url: '/',
      preset: 'mobile',
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      initialJsKbGzip: Number((initialJsBytes / 1024).toFixed(1)),
      initialScripts: scripts.length,
      no_js_text_chars: noJsTextChars,
    };
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);

    const mark = (value: number, target: number, higherIsBetter = true) =>
      (higherIsBetter ? value >= target : value <= target)
        ? 'ok'
        : `${higherIsBetter ? 'below' : 'above'} target ${target}`;
    console.log('Lighthouse (mobile) on the landing page');
    console.log(
      `  performance     ${figures.performance}  ${mark(figures.performance, TARGETS.performance)}   (TBT ${figures.tbtMs} ms, CLS ${figures.cls})`,
    );
    console.log(`  LCP             ${figures.lcpMs} ms  ${mark(figures.lcpMs, TARGETS.lcpMs, false)}`);
    console.log(
      `  accessibility   ${figures.accessibility}  ${mark(figures.accessibility, TARGETS.accessibility)}`,
    );
    console.log(
      `  best practices  ${figures.bestPractices}  ${mark(figures.bestPractices, TARGETS.bestPractices)}`,
    );
    console.log(`  SEO             ${figures.seo}  ${mark(figures.seo, TARGETS.seo)}`);
    console.log(
      `  initial JS      ${figures.initialJsKbGzip} KB gzip in ${figures.initialScripts} scripts  ${mark(figures.initialJsKbGzip, TARGETS.initialJsKb, false)}`,
    );
    console.log(
      `  no-JS text      ${figures.no_js_text_chars} characters  ${mark(figures.no_js_text_chars, TARGETS.noJsTextChars)}`,
    );
    if (failing.length) console.log(`  audits below 0.9: ${failing.join(', ')}`);
    console.log(JSON.stringify(figures));
  } finally {
    chrome.kill();
    await runtime?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
