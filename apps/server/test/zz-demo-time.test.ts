import { it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

it('times the demo load', async () => {
  for (let i = 0; i < 2; i++) {
    const started = performance.now();
    const t = await createTestApp();
    console.log('DEMO_LOAD_MS', Math.round(performance.now() - started));
    await t.close();
  }
}, 300_000);
