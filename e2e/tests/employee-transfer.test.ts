import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const HEADER = 'account_name,password,real_name,mobile,email,department_code,positions';

describe.runIf(browserAvailable())('employee export and import, as an administrator uses them', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('exports the filtered list; a file with a bad row imports nothing and lists the row; the fixed file imports', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/organ/staff/stafflist?department_id=&account=clerk`);
    await page.locator('.ant-table-row').first().waitFor();

    // Export of the current filter as CSV: every clerk, nobody else.
    await page.getByTestId('export-menu').hover();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV, all pages').click()]);
    const csv = fs.readFileSync((await exported.path()) as string, 'utf8');
    expect(exported.suggestedFilename()).toBe('employees.csv');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line.split(',')[0]).toContain('clerk');

    // A file whose third row has a short password and an unknown department.
    const file = (rows: string[]) => ({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) });
    const good = 'e2e.import1,Import-Pass-2026,测试导入,13800000001,,WH-EAST,Warehouse keeper';
    const bad = 'e2e.import2,short,Second Person,,,NOPE,';
    await page.getByTestId('employee-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(file([good, bad]));
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    expect(await errors.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => errors.locator('tbody tr').first().locator('td').first().textContent()).toBe('3');
    await expect.poll(() => errors.textContent()).toContain('department_code');

    // Nothing was written: the good row is not there either.
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/home/organ/staff/stafflist?account=e2e.import`);
    await page.getByText('Nothing matches these filters.').waitFor();

    // The corrected file imports both rows.
    await page.getByTestId('employee-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(file([good, 'e2e.import2,Second-Pass-2026,Second Person,,,WH-EAST,']));
    await page.getByText('2 rows imported').waitFor();
    await page.locator('.ant-table-row', { hasText: 'e2e.import2' }).waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(2);
    await context.close();
  });
});
