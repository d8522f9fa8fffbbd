/**
 * Build step after `vite build` (`npm run build:web`, infra/local/build-web.ts): renders every public
 * page of shared/public-site/public-pages.ts to static HTML into web/dist/pages/, and writes
 * sitemap.xml and robots.txt. The pages do not load the SPA: a second build makes their own small
 * entry (web/src/public/entry.ts), which hydrates each island of a page on its own, when needed
 * (docs/decisions.md, "Public pages as islands"). web/dist/index.html stays the empty,
 * `noindex` shell of the client-rendered routes. The canonical origin is SITE_ORIGIN unless the
 * environment names another (`RIDGELINE_SITE_ORIGIN=https://staging.example npm run build:web`).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  prerenderedFile,
  PUBLIC_PAGES,
  SITE_ORIGIN,
  SPA_SHELL_FILE,
} from '../../shared/public-site/public-pages.js';
import type { build as ViteBuild } from 'vite';
import { pageDocument, robotsTxt, sitemapXml } from './page-documents.js';
import { publicStylesheet, type StyleSource } from './public-css.js';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Renders the public pages into `web/dist` (built already); returns the files written. */
export async function prerender(
  options: { origin?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const origin = (options.origin ?? process.env.RIDGELINE_SITE_ORIGIN ?? SITE_ORIGIN).replace(/\/$/, '');
  const dist = join(webRoot, 'dist');
  // Inside web/ so the bundle's bare imports (react, react-router) resolve from the repo's node_modules.
  const serverDir = join(webRoot, '.ssr');
  const publicDir = join(webRoot, '.public');
  const { build } = await import('vite');
  await buildPublicEntry(build, publicDir);
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
    // The public entry's chunks join the SPA's (hashed names: no clash); its index.html is the pages' shell.
    cpSync(join(publicDir, 'assets'), join(dist, 'assets'), { recursive: true });
    const written: string[] = [];
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), text);
      written.push(file);
    };
    const bodies: string[] = [];
    for (const page of PUBLIC_PAGES) bodies.push(await renderPage(page.path));
    const chunks = readdirSync(join(publicDir, 'assets')).filter((file) => file.endsWith('.js'));
    const stylesheet = await publicStylesheet(webRoot, [
      ...bodies.map((content): StyleSource => ({ content, extension: 'html' })),
      ...chunks.map((file): StyleSource => ({
        content: readFileSync(join(publicDir, 'assets', file), 'utf8'),
        extension: 'js',
      })),
    ]);
    write(stylesheet.file, stylesheet.css);
    const shell = withStylesheet(readFileSync(join(publicDir, SPA_SHELL_FILE), 'utf8'), stylesheet.file);
    PUBLIC_PAGES.forEach((page, index) =>
      write(prerenderedFile(page), pageDocument(shell, page, bodies[index], origin)),
    );
    write('/sitemap.xml', sitemapXml(origin));
    write('/robots.txt', robotsTxt(origin));
    options.log?.(`prerendered ${PUBLIC_PAGES.length} public pages for ${origin}`);
    return written;
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
    rmSync(publicDir, { recursive: true, force: true });
  }
}

/** The shell with `href` as its one stylesheet (instead of the whole app's). */
function withStylesheet(shell: string, href: string): string {
  const link = /<link rel="stylesheet" crossorigin href="[^"]+\.css">/;
  if (!link.test(shell)) throw new Error("The public entry's index.html links no stylesheet");
  return shell.replace(link, `<link rel="stylesheet" href="${href}">`);
}

/**
 * Builds the public pages' entry into `outDir`: the SPA's index.html with web/src/public/entry.ts as
 * its script, and `react-router` resolved to the islands' stand-in (web/src/public/router-shim.tsx),
 * so no router ships to a public page.
 */
async function buildPublicEntry(build: typeof ViteBuild, outDir: string): Promise<void> {
  await build({
    configFile: join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    resolve: {
      alias: [{ find: /^react-router$/, replacement: join(webRoot, 'src/public/router-shim.tsx') }],
    },
    plugins: [
      {
        name: 'ridgeline-public-entry',
        transformIndexHtml: {
          order: 'pre',
          handler: (html: string) => {
            if (!html.includes('/src/main.tsx'))
              throw new Error('web/index.html no longer loads /src/main.tsx');
            return html.replace('/src/main.tsx', '/src/public/entry.ts');
          },
        },
      },
    ],
    build: { outDir, emptyOutDir: true, copyPublicDir: false },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // React picks its production build from NODE_ENV when first imported.
  process.env.NODE_ENV = 'production';
  prerender({ log: (line) => console.log(line) }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
