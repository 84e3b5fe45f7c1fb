import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/seeded-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    // The worker keeps Playwright and the support modules loaded from one file to the next (as the
    // API suite does, decision 166): each file still starts its own server and browser.
    isolate: false,
  },
});
