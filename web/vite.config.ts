import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** `@shared/…` → the repository's `shared/` folder (schemas and pure domain code). */
const sharedAlias = { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) };

/**
 * Vendor libraries each get a stable chunk so the landing route only pulls React + the router,
 * while TanStack Query and zod load with the signed-in area and react-hook-form only with forms.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
];

// A regex, not the '/api' prefix: the SPA has its own /api-documentation page.
const apiProxy = { '^/api/': { target: 'http://127.0.0.1:3000' } };

/** The SPA build: root web/, output web/dist, `/api` proxied to the local runtime in dev. */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: { alias: sharedAlias },
  // Lazy routes import these only on first visit; pre-bundling them up front spares the dev server a
  // mid-session re-optimisation that invalidates already loaded chunks.
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod/mini',
    ],
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: apiProxy,
  },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the app supports preloads modules natively; the polyfill would only grow the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
