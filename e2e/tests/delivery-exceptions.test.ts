import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { pickOption, signIn } from '../support/console.ts';
import { scan } from '../support/scan.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * A video file Chromium plays as its fake camera: a QR code of `text`, black on white, in every
 * frame (Y4M, 4:2:0: the luma plane carries the picture, the chroma planes stay neutral).
 */
function qrVideo(text: string, file: string) {
  const [width, height, scale] = [640, 480, 8];
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const luma = Buffer.alloc(width * height, 255);
  const left = Math.floor((width - qr.size * scale) / 2);
  const top = Math.floor((height - qr.size * scale) / 2);
  for (let y = 0; y < qr.size * scale; y++)
    for (let x = 0; x < qr.size * scale; x++)
      if (qr.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 0;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame, frame]),
  );
}

describe.runIf(browserAvailable())('delivery exceptions, as a dock clerk finds problems and the office resolves them', () => {
  let server: RunningServer;
  let browser: Browser;
  let api: Awaited<ReturnType<typeof codesApi>>;
  let loose: string[];
  const video = path.join(os.tmpdir(), `qr-camera-${randomUUID()}.y4m`);
  beforeAll(async () => {
    server = await startServer();
    api = await codesApi(server.url);
    loose = (await api.codes('item', 14)).values;
    // The fake camera shows the QR code of a loose item: what a phone pointed at its label sees.
    qrVideo(`https://id.example.test/01/${loose[12]}`, video);
    browser = await launchBrowser(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(video, { force: true });
  });

  it('records a short case at scan, reads a QR code with the camera, takes a report, and resolves it on the console', async () => {
    // Stock: a case of 10 items where the product's packaging puts 24, and loose items.
    const { post, codes } = api;
    const [box] = (await codes('box', 1)).values as [string];
    const { product, warehouse, dealer } = await api.demoParties();
    await api.commission([...loose, box], product, warehouse);
    await post('/api/codes/pack', { op_id: randomUUID(), packs: [{ parent: box, children: loose.slice(0, 10) }] });
    const order = await post<{ id: number; shipment_no: string }>('/api/physical/shipments/add', {
      dealer_id: dealer.id,
      warehouse_id: warehouse.id,
      planned_on: new Date().toISOString().slice(0, 10),
      lines: [{ product_id: product.id, planned_qty: 40 }],
    });

    // On the phone, with the camera allowed: the short case is taken and recorded.
    const phone = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    await signIn(phone.page, server.url);
    await phone.page.goto(`${server.url}/physical/freight/scan/${order.id}`);
    await phone.page.getByTestId('scan-lines').waitFor();
    expect(await scan(phone.page, box)).toContain(
      'Taken: 10 items Recorded as a delivery exception: items found 10, where its packaging holds 24.',
    );
    expect(await phone.page.getByTestId('scan-feedback').getAttribute('class')).toContain('has-mismatch');

    // The camera reads the QR code it sees, once while it stays in view.
    await phone.page.getByTestId('camera-toggle').click();
    await phone.page.getByTestId('camera-view').waitFor();
    await expect.poll(() => phone.page.getByTestId('scan-feedback').textContent(), { timeout: 20_000 }).toContain(loose[12]);
    expect(await phone.page.getByTestId('scan-feedback').textContent()).toContain('Taken: 1 item');
    await expect.poll(() => phone.page.getByTestId('scan-codes').locator('li').count()).toBe(2);
    await phone.page.waitForTimeout(3_000);
    expect(await phone.page.getByTestId('scan-feedback').textContent()).toContain('Taken: 1 item');
    expect(await phone.page.getByTestId('scan-codes').locator('li').count()).toBe(2);
    await phone.page.getByTestId('camera-toggle').click();
    await phone.page.getByTestId('camera-view').waitFor({ state: 'detached' });

    // A label that is not the enterprise's, found inside the case: reported from the phone.
    await phone.page.getByTestId('report-problem').click();
    expect(await phone.page.locator('#report_raw').inputValue()).toBe(loose[12]);
    await phone.page.locator('#report_raw').fill('HX-20250611-RC');
    await pickOption(phone.page, phone.page.locator('#report_kind'), 'Unknown code');
    await phone.page.locator('#report_note').fill('Stuck on the side of the case');
    await phone.page.mouse.move(0, 0);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.locator('#report-ok').click();
    await phone.page.getByText('Problem reported: Unknown code · HX-20250611-RC').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();

    // Without the camera allowed, the button says so and the scanner input stays.
    const refused = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(refused.page, server.url);
    await refused.page.goto(`${server.url}/physical/freight/scan/${order.id}`);
    await refused.page.getByTestId('scan-lines').waitFor();
    await refused.page.getByTestId('camera-toggle').click();
    await refused.page.getByTestId('camera-problem').waitFor();
    expect(await refused.page.getByTestId('camera-problem').textContent()).toContain('The camera was refused');
    await expect.poll(() => refused.page.getByTestId('scan-input').isEnabled()).toBe(true);
    // The pointer left over the camera button would be judged in its hover colour.
    await refused.page.mouse.move(0, 0);
    expect(await seriousViolations(refused.page)).toEqual([]);
    await refused.context.close();

    // In the office: both problems of the order, the report resolved with a note.
    const desk = await newPage(browser);
    await signIn(desk.page, server.url);
    await desk.page.goto(`${server.url}${routePath('deliveryorder')}?keyword=${order.shipment_no}`);
    const rows = desk.page.locator('.ant-table-row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const short = rows.filter({ hasText: box });
    expect(await short.textContent()).toContain('Outbound scan');
    expect(await short.getByTestId('exception-kind').textContent()).toBe('Contents do not match');
    const reported = rows.filter({ hasText: 'HX-20250611-RC' });
    expect(await reported.getByTestId('exception-state').textContent()).toBe('Open');
    expect(await seriousViolations(desk.page)).toEqual([]);

    await reported.getByTestId('exception-resolve').click();
    await desk.page.locator('.ant-modal-title', { hasText: 'Resolve the exception of' }).waitFor();
    await desk.page.locator('#exception-dialog-ok').click();
    await desk.page.getByText('This field is required').first().waitFor();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await desk.page.locator('#exception_note').fill('Label removed, the case ships as recorded');
    await desk.page.locator('#exception-dialog-ok').click();
    await desk.page.getByText('Exception resolved').first().waitFor();
    await expect.poll(() => reported.getByTestId('exception-state').textContent()).toBe('Resolved');
    expect(await reported.getByTestId('exception-resolution').textContent()).toBe('Label removed, the case ships as recorded');
    expect(await reported.getByTestId('exception-resolve').count()).toBe(0);
    // The state filter finds what is still open.
    await desk.page.goto(`${server.url}${routePath('deliveryorder')}?keyword=${order.shipment_no}&status=open`);
    await desk.page.getByTestId('exception-state').first().waitFor();
    expect(await desk.page.getByTestId('exception-state').allTextContents()).toEqual(['Open']);
    expect(await rows.first().textContent()).toContain(box);
    expect(desk.consoleErrors).toEqual([]);
    await desk.context.close();
  }, 300_000);
});
