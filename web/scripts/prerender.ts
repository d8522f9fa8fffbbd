/**
 * Build step after `vite build` (`npm run build:web`, infra/local/build-web.ts): renders every public
 * page of shared/public-site/public-pages.ts to static HTML that the client hydrates, into
 * web/dist/pages/, and writes sitemap.xml and robots.txt. web/dist/index.html stays the empty,
 * `noindex` shell of the client-rendered routes. The canonical origin is SITE_ORIGIN unless the
 * environment names another (`RIDGELINE_SITE_ORIGIN=https://staging.example npm run build:web`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  prerenderedFile,
  PUBLIC_PAGES,
  SITE_ORIGIN,
  SPA_SHELL_FILE,
} from '../../shared/public-site/public-pages.js';
import { pageDocument, robotsTxt, sitemapXml } from './page-documents.js';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Renders the public pages into `web/dist` (built already); returns the files written. */
export async function prerender(
  options: { origin?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const origin = (options.origin ?? process.env.RIDGELINE_SITE_ORIGIN ?? SITE_ORIGIN).replace(/\/$/, '');
  const dist = join(webRoot, 'dist');
  // Inside web/ so the bundle's bare imports (react, react-router) resolve from the repo's node_modules.
  const serverDir = join(webRoot, '.ssr');
  const { build } = await import('vite');
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
  });
  try {
    const entry = pathToFileURL(join(serverDir, 'entry-server.js')).href;
    const { renderPage } = (await import(`${entry}?t=${Date.now()}`)) as {
      renderPage: (path: string) => Promise<string>;
    };
    const shell = readFileSync(join(dist, SPA_SHELL_FILE), 'utf8');
    const written: string[] = [];
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), text);
      written.push(file);
    };
    for (const page of PUBLIC_PAGES)
      write(prerenderedFile(page), pageDocument(shell, page, await renderPage(page.path), origin));
    write('/sitemap.xml', sitemapXml(origin));
    write('/robots.txt', robotsTxt(origin));
    options.log?.(`prerendered ${PUBLIC_PAGES.length} public pages for ${origin}`);
    return written;
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // React picks its production build from NODE_ENV when first imported.
  process.env.NODE_ENV = 'production';
  prerender({ log: (line) => console.log(line) }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
