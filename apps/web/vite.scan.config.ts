import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The consumer scan page's own script (`@trace/scan-page/client.ts`), built apart from the console
 * into `dist/scan/` with a content hash; the server finds it through the manifest. Run after the
 * console's build, which empties `dist/`.
 */
const client = createRequire(import.meta.url).resolve('@trace/scan-page/client.ts');

export default defineConfig({
  plugins: [precompress()],
  publicDir: false,
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/scan'),
    emptyOutDir: true,
    manifest: 'scan-manifest.json',
    modulePreload: false,
    rolldownOptions: {
      input: { page: client },
      output: { entryFileNames: '[name]-[hash].js' },
    },
  },
});
