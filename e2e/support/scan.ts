import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Scans a code on a scanning page as a wedge scanner does: its text, then Enter; answers the feedback it got. */
export async function scan(page: Page, value: string) {
  const before = await page.getByTestId('scan-feedback').textContent();
  await page.getByTestId('scan-input').fill(value);
  await page.getByTestId('scan-input').press('Enter');
  await expect.poll(() => page.getByTestId('scan-feedback').textContent()).not.toBe(before);
  return page.getByTestId('scan-feedback').textContent();
}
