import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:reliability`; CI runs RELIABILITY=short): every route
 * fuzzed, the access matrix, kill-and-restart and resource bounds, each against a real server
 * process. Files run one after another: each starts its own server, and the resource-bound
 * figures mean nothing with another file loading the two cores.
 */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    // Migrations and the demo data once; each file's server starts on a copy (as in the API suite).
    globalSetup: ['test/support/seeded-template.ts'],
    testTimeout: 900_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
