import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Violation = { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] };

/** WCAG 2.1 A and AA rules of axe-core, serious and critical findings only, on what the page shows. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // antd's motions (a sidebar group collapsing after a navigation, a dialog closing) are let finish
  // first: with transitions switched off midway they would never end, and a half-faded item would be judged.
  await page
    .waitForFunction(
      () => document.querySelectorAll('[class*="-enter-active"], [class*="-leave-active"], [class*="-appear-active"]').length === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Then colours are judged at rest, not halfway through a menu's or a tag's transition. The style
  // leaves again after the check: a dialog closed later would otherwise wait for a motion that never ends.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Evaluated through the debugging protocol, so the console's Content-Security-Policy allows it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }) as Promise<{ violations: Violation[] }>,
  );
  await still.evaluate((style) => (style as Element).remove());
  return violations.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary?.split('\n').slice(1).join(' ').trim()}]`).join(', ')}`,
    );
}
