import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// The website quote widget's two small bundles (docs/product.md#widget), built apart from the SPA so
// neither carries React or the router: `/widget.js` (the embed loader, a classic script for any
// website) and `/widget/frame.js` + `/widget/frame.css` (the iframe page's script and styles).

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Builds both bundles into web/dist (after the SPA build, which empties it). */
export async function buildWidget(): Promise<void> {
  const common = {
    root: webRoot,
    configFile: false as const,
    publicDir: false as const,
    logLevel: 'warn' as const,
    mode: 'production',
  };
  await build({
    ...common,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2020',
      lib: {
        entry: 'src/widget/loader.ts',
        formats: ['iife'],
        name: 'RidgelineWidget',
        fileName: () => 'widget.js',
      },
    },
  });
  await build({
    ...common,
    build: {
      outDir: `${outDir}/widget`,
      emptyOutDir: false,
      target: 'es2020',
      cssCodeSplit: false,
      lib: {
        entry: 'src/widget/frame.ts',
        formats: ['es'],
        fileName: () => 'frame.js',
        cssFileName: 'frame',
      },
    },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildWidget();
