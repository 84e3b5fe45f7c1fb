import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/seeded-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
