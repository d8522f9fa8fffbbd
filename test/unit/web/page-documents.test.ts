import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, publicPageAt } from '../../../shared/public-site/public-pages.js';
import { pageDocument, robotsTxt, sitemapXml } from '../../../web/scripts/page-documents.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The shell."
    />
    <meta name="robots" content="noindex" />
    <title>Ridgeline</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered page documents', () => {
  it('fills the shell with the page, its own head and no noindex', () => {
    const page = { path: '/x', title: 'A & B — Ridgeline', description: 'Say "hi" <now>.' };
    const html = pageDocument(SHELL, page, '<main>Hello</main>', 'https://example.test');
    expect(html).toContain('<title>A &amp; B — Ridgeline</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;." />');
    expect(html).toContain('<link rel="canonical" href="https://example.test/x" />');
    expect(html).toContain('<meta property="og:url" content="https://example.test/x" />');
    expect(html).toContain('<meta property="og:title" content="A &amp; B — Ridgeline" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<div id="root"><main>Hello</main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('The shell.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('uses the canonical path of a second path', () => {
    const html = pageDocument(SHELL, publicPageAt('/terms')!, '', 'https://example.test');
    expect(html).toContain('<link rel="canonical" href="https://example.test/terms-of-service" />');
  });

  it('fails loudly when the shell lost a part it fills', () => {
    const page = PUBLIC_PAGES[0];
    expect(() =>
      pageDocument(SHELL.replace('<div id="root"></div>', ''), page, '', 'https://e.test'),
    ).toThrow(/#root/);
    expect(() =>
      pageDocument(SHELL.replace(/<meta name="robots"[^>]*>/, ''), page, '', 'https://e.test'),
    ).toThrow(/noindex/);
  });

  it('lists every canonical public page in the sitemap', () => {
    const xml = sitemapXml('https://example.test');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('<loc>https://example.test/</loc>');
    expect(xml).toContain('<loc>https://example.test/partner-program</loc>');
    expect(xml).toContain('<loc>https://example.test/terms-of-service</loc>');
    expect(xml).not.toContain('<loc>https://example.test/terms</loc>');
    expect(xml.match(/<loc>/g)).toHaveLength(PUBLIC_PAGES.filter((page) => !page.canonicalPath).length);
  });

  it('keeps crawlers out of the signed-in area and the token pages', () => {
    const robots = robotsTxt('https://example.test');
    for (const path of ['/dashboard', '/proposal/', '/sign/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://example.test/sitemap.xml');
  });
});
