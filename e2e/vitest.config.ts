import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/seeded-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two files at a time, each with its own server and browser: a file spends most of its time
    // waiting for pages, so two keep the machine's two cores busy (decision 166).
    maxWorkers: 2,
  },
});
