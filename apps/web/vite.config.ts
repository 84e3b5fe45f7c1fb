import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chinaMaps } from './build/china-maps.ts';
import { earlyScript, firstChunk } from './build/first-chunk.ts';
import { precompress } from './build/precompress.ts';

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
// Fetches the visitor's language while the first chunk downloads (src/fetch-language-early.ts).
const earlyEntry = src('fetch-language-early.ts');
// The sign-in page is in `boot`; the console's providers and shell go out together after sign-in.
const chunks = { early: earlyEntry, main: src('main.tsx'), console: [src('app/console-providers.tsx'), src('layout/app-layout.tsx')] };

export default defineConfig({
  plugins: [react(), earlyScript('early'), precompress(), chinaMaps()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    // antd alone is past Vite's default 500 kB warning; the budget is checked by `npm run bench`.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html'), early: earlyEntry },
      output: { codeSplitting: firstChunk(chunks) },
    },
  },
});
