import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The reliability suite has its own config and script (vitest.reliability.config.ts).
    exclude: ['test/reliability/**', 'node_modules/**'],
    globalSetup: ['test/support/seeded-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own database; two at a time suit a 2-core machine.
    maxWorkers: 2,
    // A worker keeps the server's modules loaded from one file to the next (decision 166): each file
    // still starts its own app on its own copy of the database.
    isolate: false,
  },
});
