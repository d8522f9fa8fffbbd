import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The compiler and scanner @tailwindcss/vite itself runs (its dependencies, same version).
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

/** Text the public pages' classes are read from: a page's HTML or one of the public entry's chunks. */
export interface StyleSource {
  content: string;
  extension: 'html' | 'js';
}

/** How web/src/index.css tells Tailwind to scan all of web/ (the SPA's whole source). */
const SPA_SOURCE = /@import 'tailwindcss' source\('\.\.'\);/;

/**
 * The prerendered pages' stylesheet (docs/decisions.md, "A stylesheet of the public pages' own"):
 * web/src/index.css compiled with only the Tailwind classes that occur in `sources` (every page's
 * HTML and every chunk the public entry can load, so what an island draws later is styled too),
 * instead of every class of the app. Returns its file name under assets/ (named by its content) and
 * its text.
 */
export async function publicStylesheet(
  webRoot: string,
  sources: StyleSource[],
): Promise<{ file: string; css: string }> {
  const input = readFileSync(join(webRoot, 'src/index.css'), 'utf8');
  if (!SPA_SOURCE.test(input))
    throw new Error("web/src/index.css no longer starts with @import 'tailwindcss' source('..')");
  const compiler = await compile(input.replace(SPA_SOURCE, "@import 'tailwindcss' source(none);"), {
    base: join(webRoot, 'src'),
    onDependency: () => undefined,
  });
  const candidates = new Scanner({ sources: [] }).scanFiles(sources);
  const css = optimize(compiler.build(candidates), { minify: true }).code;
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { file: `/assets/public-${hash}.css`, css };
}
