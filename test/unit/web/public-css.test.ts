import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicStylesheet } from '../../../web/scripts/public-css.js';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

describe('the prerendered pages’ stylesheet (web/scripts/public-css.ts)', () => {
  it('styles the classes of the pages and of the chunks the public entry loads, and no other', async () => {
    const { file, css } = await publicStylesheet(webRoot, [
      { content: '<p class="bg-accent-500 sm:text-lg">Presale</p>', extension: 'html' },
      { content: 'const a="text-red-700 max-sm:hidden";', extension: 'js' },
    ]);
    for (const selector of ['.bg-accent-500', '.sm\\:text-lg', '.text-red-700', '.max-sm\\:hidden'])
      expect(css, selector).toContain(selector);
    // A class the app uses (the dashboard's tables, for one), but none of these sources.
    expect(css).not.toContain('.divide-slate-200');
    // The theme and base layer of web/src/index.css come along.
    expect(css).toContain('--color-accent-500:#f97316');
    expect(css).toContain('scroll-margin-top');
    expect(file).toMatch(/^\/assets\/public-[\w-]{8}\.css$/);
  });

  it('names the file by its content', async () => {
    const one = await publicStylesheet(webRoot, [{ content: '<p class="p-4">', extension: 'html' }]);
    const same = await publicStylesheet(webRoot, [{ content: '<p class="p-4">', extension: 'html' }]);
    const other = await publicStylesheet(webRoot, [{ content: '<p class="p-6">', extension: 'html' }]);
    expect(same.file).toBe(one.file);
    expect(other.file).not.toBe(one.file);
  });
});
