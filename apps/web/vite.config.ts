import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    // antd alone is past Vite's default 500 kB warning; the budget is checked by `npm run bench`.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (providers, guards, the sign-in page) in one file:
        // one request and one compression window instead of a dozen small preloads, each with ~1 KB of
        // response headers. Pages, the shell and languages stay in chunks of their own.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
