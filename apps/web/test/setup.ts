import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setFeedback } from '../src/api/feedback.ts';

/**
 * After every test of every file. A worker keeps its modules from one file to the next
 * (`isolate: false`), so what a test rendered, stubbed or handed the HTTP client goes with it.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setFeedback(null);
});
