import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyScript, firstChunk } from './build/first-chunk.ts';
import { precompress } from './build/precompress.ts';

// Fetches the visitor's language while the first chunk downloads (src/fetch-language-early.ts).
const earlyEntry = path.resolve(import.meta.dirname, 'src/fetch-language-early.ts');

export default defineConfig({
  plugins: [react(), earlyScript('early'), precompress()],
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
      output: { codeSplitting: firstChunk(earlyEntry) },
    },
  },
});
