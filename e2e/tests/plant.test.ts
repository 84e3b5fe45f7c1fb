import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PLANTS = '/home/plant/plantinfo/plantmanage';

/**
 * Rotates a line's key from its row: asks, and is confirmed once the dialog has opened (a press
 * while it animates in can be lost), then waits for the rotation's toast.
 */
async function rotateKey(page: Page, row: Locator) {
  await row.getByTestId('row-more').click();
  await page.getByRole('menuitem', { name: 'Rotate key' }).click();
  await page.locator('.ant-modal-confirm-title:visible', { hasText: 'The current key stops working at once' }).waitFor();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await page.getByText('Key rotated').first().waitFor();
}

/** Types a time into an antd time picker and commits it. */
async function time(page: Page, id: string, value: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(value);
  await page.locator(`#${id}`).press('Enter');
}

describe.runIf(browserAvailable())('plant master data, as a production manager sets up a plant', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a plant, a workshop in it, a line there (its key shown once, then rotated) and a shift team with members', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);

    // A plant.
    await page.goto(`${server.url}${PLANTS}/plantlist`);
    await page.getByTestId('plantlist-add').click();
    await page.locator('#plant_code').fill('E2E-PL');
    await page.locator('#plant_name').fill('E2E Plant');
    await page.locator('#plant_manager').fill('Ana García');
    await page.locator('#plant_phone').fill('0755-12345678');
    await page.getByTestId('plantlist-save').click();
    await page.getByTestId('plantlist-save').waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row', { hasText: 'E2E-PL' }).waitFor();
    // Found by the keyword, kept in the URL, and exported with the same filter.
    await page.locator('#filter_keyword').fill('E2E-PL');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=E2E-PL**');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await page.getByTestId('export-menu').hover();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV, all pages').click()]);
    expect(download.suggestedFilename()).toBe('plants.csv');
    const lines = fs
      .readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('E2E Plant');

    // A workshop in it; the list filtered by the plant shows it alone.
    await page.goto(`${server.url}${PLANTS}/workshoplist`);
    await page.getByTestId('workshoplist-add').click();
    await page.locator('#workshop_code').fill('E2E-WS');
    await page.locator('#workshop_name').fill('E2E Workshop');
    await pickOption(page, page.locator('#workshop_plant'), 'E2E Plant', { search: true });
    await page.getByTestId('workshoplist-save').click();
    await page.getByTestId('workshoplist-save').waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row', { hasText: 'E2E-WS' }).waitFor();
    await pickOption(page, page.locator('#filter_plant'), 'E2E Plant', { search: true });
    await page.getByTestId('list-filters').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**plant_id=*');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(await page.locator('.ant-table-row').textContent()).toContain('E2E Plant');

    // A line in that workshop: its device key is shown once, in a dialog that stays until dismissed.
    await page.goto(`${server.url}${PLANTS}/workline`);
    await page.getByTestId('workline-add').click();
    await page.locator('#line_code').fill('E2E-LN');
    await page.locator('#line_name').fill('E2E Line');
    await pickOption(page, page.locator('#line_workshop'), 'E2E Workshop', { search: true });
    await page.getByTestId('workline-save').click();
    const keyText = page.getByTestId('device-key');
    await keyText.waitFor();
    const firstKey = (await keyText.textContent())?.trim() ?? '';
    expect(firstKey).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => keyText.isVisible()).toBe(true);
    await page.getByTestId('device-key-done').click();
    await keyText.waitFor({ state: 'hidden' });

    // The list shows the line with its plant and when its key was rotated, never the key.
    await pickOption(page, page.locator('#filter_plant'), 'E2E Plant', { search: true });
    await page.getByTestId('list-filters').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**plant_id=*');
    const row = page.locator('.ant-table-row', { hasText: 'E2E-LN' });
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(await row.textContent()).toContain('E2E Workshop');
    expect(await row.textContent()).toContain('E2E Plant');
    expect(await row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await page.content()).not.toContain(firstKey);

    // Rotating asks first, then shows the new key once.
    await rotateKey(page, row);
    await keyText.waitFor();
    const secondKey = (await keyText.textContent())?.trim() ?? '';
    expect(secondKey).toMatch(/^lk_/);
    expect(secondKey).not.toBe(firstKey);
    await page.getByTestId('device-key-done').click();
    await keyText.waitFor({ state: 'hidden' });

    // A night shift team with two members.
    await page.goto(`${server.url}/home/plant/plantinfo/classlist`);
    await page.getByTestId('classlist-add').click();
    await page.locator('#shift_code').fill('E2E-SH');
    await page.locator('#shift_name').fill('E2E night');
    await time(page, 'shift_start', '22:00');
    await time(page, 'shift_end', '06:00');
    await pickOption(page, page.locator('#shift_members'), 'super01', { search: true, multiple: true });
    await pickOption(page, page.locator('#shift_members'), 'super02', { search: true, multiple: true });
    await page.locator('.ant-drawer-title').click();
    await page.getByTestId('classlist-save').click();
    await page.getByTestId('classlist-save').waitFor({ state: 'hidden' });
    await page.locator('#filter_keyword').fill('E2E-SH');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=E2E-SH**');
    const shift = page.locator('.ant-table-row', { hasText: 'E2E-SH' });
    await shift.waitFor();
    expect(await shift.textContent()).toContain('22:00–06:00');
    expect(await shift.textContent()).toContain('next day');
    expect(await shift.textContent()).toContain('赵磊');
    expect(await shift.textContent()).toContain('钱芳');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);

  it('refuses to delete a plant that still has workshops, saying so', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${PLANTS}/plantlist?keyword=PL-SH`);
    const row = page.locator('.ant-table-row', { hasText: 'PL-SH' });
    await row.waitFor();
    await row.getByTestId('row-more').click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByText('2 workshops').waitFor();
    await context.close();
  });

  // axe stops the animations a drawer's or dialog's closing waits for, so each check is the last step of its page.
  // A picker is opened first (the line's workshop): its options are a listbox that needs a name too.
  it('finds no serious violation in the add drawers of lines and shift teams with a picker open, nor in the device key dialog', async () => {
    const found: Record<string, string[]> = {};
    for (const [name, path, testId, picker] of [
      ['line drawer', `${PLANTS}/workline`, 'workline-add', 'Workshop'],
      ['shift drawer', '/home/plant/plantinfo/classlist', 'classlist-add', null],
      ['plant drawer', `${PLANTS}/plantlist`, 'plantlist-add', null],
    ] as const) {
      const { context, page } = await newPage(browser);
      await signIn(page, server.url);
      await page.goto(`${server.url}${path}`);
      await page.getByTestId(testId).click();
      await page.locator('.ant-drawer-body input').first().waitFor();
      if (picker) {
        await page.locator('.ant-drawer-body').getByLabel(picker, { exact: true }).click();
        await page.getByRole('listbox', { name: picker }).waitFor({ state: 'attached' });
      }
      found[name] = await seriousViolations(page);
      await context.close();
    }
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${PLANTS}/workline?keyword=PL-HZ-W1-L2`);
    const row = page.locator('.ant-table-row', { hasText: 'PL-HZ-W1-L2' });
    await row.waitFor();
    await rotateKey(page, row);
    await page.getByTestId('device-key').waitFor();
    found['key dialog'] = await seriousViolations(page);
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
    await context.close();
    // Four sign-ins and four axe runs: past the default minute on a loaded machine.
  }, 120_000);
});
