import { escapeHtml } from '../../shared/mail/layout.js';
import {
  canonicalUrl,
  PUBLIC_PAGES,
  ROBOTS_DISALLOW,
  SITE_NAME,
  type PublicPage,
} from '../../shared/public-site/public-pages.js';

/** Replaces the one match of `pattern` in `html`, failing loudly when the template changed shape. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The built index.html has no ${what} to fill in`);
  return html.replace(pattern, () => replacement);
}

/**
 * A prerendered page from the SPA shell (the built index.html): its own title, description, canonical
 * URL and Open Graph tags instead of the shell's `noindex`, and `body` (the rendered app) in #root.
 */
export function pageDocument(shell: string, page: PublicPage, body: string, origin: string): string {
  const url = canonicalUrl(page, origin);
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  let html = replaceOnce(shell, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, 'title');
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${head}`,
    'meta description',
  );
  html = replaceOnce(html, /\s*<meta\s+name="robots"\s+content="noindex"\s*\/?>/, '', 'robots noindex');
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, 'empty #root');
}

/** sitemap.xml: every public page that is its own canonical URL. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.filter((page) => !page.canonicalPath).map(
    (page) => `  <url><loc>${escapeHtml(canonicalUrl(page, origin))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the signed-in area and the token pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
