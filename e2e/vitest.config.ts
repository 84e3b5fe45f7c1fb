import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/seeded-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // A state polled after an action comes when the page has drawn it; beside another file on two
    // busy cores that can take seconds, not the one second vitest waits by default.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Two files at a time, each with its own server and browser: a file waits on its browser and
    // server for much of its time, so two share the two cores better than one (decision 168).
    maxWorkers: 2,
    // The worker keeps Playwright and the support modules loaded from one file to the next (as the
    // API suite does, decision 166): each file still starts its own server and browser.
    isolate: false,
  },
});
