import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    // A worker keeps antd, React and the console's modules loaded from one file to the next (most of
    // a file's time was importing them); test/setup.ts clears what every test may leave behind.
    isolate: false,
    setupFiles: ['test/setup.ts'],
  },
});
