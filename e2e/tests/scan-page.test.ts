import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

type Option = { id: number };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Each language with its genuine verdict, the named attributes and the packaging label as the page says them. */
const LANGUAGES = [
  { code: 'zh', locale: 'zh-CN', genuine: '正品', words: ['产地', '贮存条件', '包装'], again: '重新输入码' },
  { code: 'en', locale: 'en-US', genuine: 'Genuine product', words: ['Origin', 'Storage', 'Packaging'], again: 'Type the code again' },
  {
    code: 'es',
    locale: 'es-ES',
    genuine: 'Producto auténtico',
    words: ['Origen', 'Conservación', 'Embalaje'],
    again: 'Escriba el código de nuevo',
  },
  { code: 'ja', locale: 'ja-JP', genuine: '正規品です', words: ['原産地', '保存方法', '包装'], again: 'コードをもう一度入力' },
] as const;
/** What the page itself may not say but in English. */
const ENGLISH = ['Origin', 'Storage', 'Packaging', 'per case', 'Bottle'];

type Post = <T>(path: string, body: unknown) => Promise<T>;
type Get = <T>(path: string) => Promise<T>;

/** One code of a rule that prints a 6-digit anti-code, read from its order's print file as the printer gets it. */
async function scratchCode(url: string, post: Post, get: Get, token: string) {
  const rule = await post<{ id: number }>('/api/tagging/coderules/add', {
    name: `E2E scratch ${randomUUID().slice(0, 6)}`,
    level: 'item',
    length: 20,
    anti_code_length: 6,
  });
  const order = await post<{ id: number }>('/api/tagging/codeorders/add', { rule_id: rule.id, quantity: 1 });
  const deadline = Date.now() + 60_000;
  while ((await get<{ status: string }>(`/api/tagging/codeorders/detail?id=${order.id}`)).status !== 'ready') {
    if (Date.now() > deadline) throw new Error('the scratch-off order was not generated in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const file = await fetch(`${url}/api/tagging/codeorders/download?id=${order.id}&format=txt`, { headers: { token } });
  const zip = await JSZip.loadAsync(Buffer.from(await file.arrayBuffer()));
  const name = Object.keys(zip.files)[0] as string;
  const [header, line] = ((await zip.file(name)?.async('string')) ?? '').trim().split('\n');
  const columns = String(header).split('\t');
  const cells = String(line).split('\t');
  return { code: String(cells[columns.indexOf('code')]), antiCode: String(cells[columns.indexOf('anti_code')]) };
}

describe.runIf(browserAvailable())('the consumer scan page on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let values: string[] = [];
  /** A code whose rule prints a 6-digit anti-code under a scratch-off coating, and that anti-code. */
  let scratch = { code: '', antiCode: '' };
  /** An item of the demo's recalled production order, and one of its order on hold. */
  const held = { recall: '', hold: '' };
  let phones = 0;
  /** A phone of its own on its own network (the proxy in front names its address), in a language. */
  const phone = async (locale: string, options: { javaScriptEnabled?: boolean } = {}) => {
    phones += 1;
    return newPage(browser, { ...PHONE, locale, extraHTTPHeaders: { 'x-forwarded-for': `198.51.${phones}.20` }, ...options });
  };
  const verdictOn = async (context: BrowserContext, url: string) => {
    const page = await context.newPage();
    await page.goto(url);
    return { page, verdict: await page.locator('[data-verdict]').getAttribute('data-verdict') };
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '127.0.0.1' }), launchBrowser()]);
    const api = await codesApi(server.url);
    const { get, post, codes } = api;
    values = (await codes('item', 8)).values;
    const [product] = await get<Option[]>('/api/base/products/options');
    const [warehouse] = await get<Option[]>('/api/base/warehouses/options');
    if (!product || !warehouse) throw new Error('the demo data has no product or warehouse');
    const op = (kind: string, body: object) => post(`/api/codes/${kind}`, { op_id: randomUUID(), ...body });
    await op('commission', { codes: values.slice(0, 6), product_id: product.id, warehouse_id: warehouse.id, lot_no: 'L-E2E-PHONE' });
    await op('void', { codes: [values[4]], reason: 'label torn' });
    await op('replace', { pairs: [{ old: values[5], new: values[6] }], reason: 'label damaged' });
    scratch = await scratchCode(server.url, post, get, api.token);
    await op('commission', { codes: [scratch.code], product_id: product.id, warehouse_id: warehouse.id, lot_no: 'L-E2E-PHONE' });
    // The product's own page: every block, so the anti-code box and the message form show.
    const layout = ['verdict', 'product', 'anti_code', 'timeline', 'inquiry_form'].map((type) => ({ type }));
    const template = await post<{ id: number }>('/api/querymanage/templates/add', {
      name: 'E2E phone page',
      scope: 'product',
      product_id: product.id,
      layout,
    });
    await post('/api/querymanage/templates/publish', { id: template.id });
    for (const kind of ['recall', 'hold'] as const) {
      const [order] = (await get<{ list: Array<{ id: number }> }>(`/api/plant/orders/pagelist?hold=${kind}&page_size=1`)).list;
      const [item] = (await get<{ list: Array<{ value: string }> }>(`/api/plant/orders/codes?id=${order?.id}&level=item&page_size=1`)).list;
      if (!item) throw new Error(`the demo data has no item of a production order under ${kind}`);
      held[kind] = item.value;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows a genuine code in each language with no serious accessibility violation, and its second query with the first time', async () => {
    for (const [i, language] of LANGUAGES.entries()) {
      const { context, page, consoleErrors } = await phone(language.locale);
      await page.goto(`${server.url}/m/q/${values[i]}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(language.code);
      expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('genuine_first');
      expect(await page.locator('h1').textContent()).toBe(language.genuine);
      expect(await page.textContent('body')).toContain('L-E2E-PHONE');
      // The product's facts in the page's language (its brand's own words as written), under the brand's name and logo.
      const product = (await page.locator('[data-block="product"]').textContent()) ?? '';
      for (const word of language.words) expect(product, language.code).toContain(word);
      if (language.code !== 'en') for (const word of ENGLISH) expect(product, language.code).not.toContain(word);
      const maker = page.locator('[data-block="product"] [data-testid="scan-maker"]');
      expect((await maker.textContent())?.length).toBeGreaterThan(0);
      await expect.poll(() => maker.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }

    // Another phone scans the first code: a repeat query, with the count and the first query's time.
    const { context, page } = await phone('en-US');
    await page.goto(`${server.url}/m/q/${values[0]}`);
    expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('genuine_repeat');
    const detail = await page.locator('[data-block="verdict"] p').textContent();
    expect(detail).toMatch(/queried 2 times\. First query: .*\d{2}:\d{2}/);
    expect(await seriousViolations(page)).toEqual([]);
    // The language switcher shows the same page in Japanese.
    await page.getByRole('link', { name: '日本語' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ja');
    expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('genuine_repeat');
    await context.close();
  });

  it('warns on a voided and a replaced label, in every language, without showing their product', async () => {
    for (const language of LANGUAGES) {
      const { context } = await phone(language.locale);
      const voided = await verdictOn(context, `${server.url}/m/q/${values[4]}`);
      expect(voided.verdict).toBe('voided');
      expect(await voided.page.locator('[data-block="product"]').count()).toBe(0);
      expect(await seriousViolations(voided.page)).toEqual([]);
      const replaced = await verdictOn(context, `${server.url}/m/q/${values[5]}`);
      expect(replaced.verdict).toBe('replaced');
      expect(await seriousViolations(replaced.page)).toEqual([]);
      const unknown = await verdictOn(context, `${server.url}/m/q/NOSUCHCODE${language.code.toUpperCase()}0000`);
      expect(unknown.verdict).toBe('not_found');
      // The code read is offered to correct and check again, and the brand to contact.
      expect(await unknown.page.locator('[data-block="code_again"] h2').textContent()).toBe(language.again);
      expect(await unknown.page.locator('#scan-code').inputValue()).toBe(`NOSUCHCODE${language.code.toUpperCase()}0000`);
      expect(await unknown.page.locator('[data-block="contact"] a[href^="tel:"]').count()).toBe(1);
      expect(await seriousViolations(unknown.page)).toEqual([]);
      await context.close();
    }
    // Corrected in the box, the typed code is checked.
    const { context, page } = await phone('en-US');
    await page.goto(`${server.url}/m/q/NOSUCHCODE1234`);
    await page.locator('#scan-code').fill(values[3] as string);
    await page.locator('[data-block="code_again"] button[type="submit"]').click();
    await page.waitForURL(/\/c\?c=/);
    expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toMatch(/^genuine_/);
    await context.close();
  });

  it('names every other verdict in every language with no serious accessibility violation', async () => {
    // Past the query limit (5 by default): queried from six other networks (a network counts once) through the public API.
    for (let n = 0; n < 6; n++) {
      const answer = await fetch(`${server.url}/api/public/scans`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.${n + 1}.9` },
        body: JSON.stringify({ code: values[2] }),
      });
      expect(answer.status).toBe(200);
    }
    const pages = [
      ['not_activated', `/m/q/${values[7]}`],
      // A Digital Link whose GTIN is not the code's product's: a label copied onto another product.
      ['mismatch', `/01/09506000000008/21/${values[1]}`],
      ['over_limit', `/m/q/${values[2]}`],
      ['recalled', `/m/q/${held.recall}`],
      ['on_hold', `/m/q/${held.hold}`],
    ] as const;
    for (const language of LANGUAGES) {
      const { context } = await phone(language.locale);
      for (const [verdict, path] of pages) {
        const shown = await verdictOn(context, `${server.url}${path}`);
        expect(shown.verdict, `${language.code} ${path}`).toBe(verdict);
        expect(await shown.page.locator('html').getAttribute('lang')).toBe(language.code);
        expect(await seriousViolations(shown.page), `${language.code} ${verdict}`).toEqual([]);
        await shown.page.close();
      }
      await context.close();
    }
  }, 180_000);

  it('shows the verdict with scripts turned off, and takes a typed code at /c', async () => {
    const { context, page } = await phone('en-US', { javaScriptEnabled: false });
    // The Japanese phone of the first test queried this code first.
    await page.goto(`${server.url}/m/q/${values[3]}`);
    expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('genuine_repeat');
    expect(await page.locator('h1').textContent()).toBe('Genuine product, queried before');
    await page.goto(`${server.url}/c`);
    await page.getByLabel('Code printed under the QR code').fill(String(values[4]).toLowerCase());
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('voided');
    await context.close();
  });

  it('checks the anti-code under the scratch-off coating and leaves a message, which staff then read in the console', async () => {
    // A phone set to English whose visitor chose Spanish on the page: the forms ask the server for Spanish too.
    const { context, page } = await phone('en-US');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public/anticode')) asked.push(request.headers()['accept-language'] ?? '');
    });
    await page.goto(`${server.url}/m/q/${scratch.code}?lang=es`);
    const antiCode = page.locator('form[data-form="anti-code"]');
    await antiCode.waitFor();
    const wrong = scratch.antiCode === '000000' ? '111111' : '000000';
    await antiCode.getByLabel('Introduzca el código antifalsificación').fill(wrong);
    await antiCode.getByRole('button', { name: 'Comprobar' }).click();
    await expect
      .poll(() => antiCode.locator('.scan-outcome').textContent())
      .toBe('El código antifalsificación no coincide. Intentos restantes: 4.');
    expect(asked).toEqual(['es']);
    await antiCode.getByLabel('Introduzca el código antifalsificación').fill(scratch.antiCode);
    await antiCode.getByRole('button', { name: 'Comprobar' }).click();
    await expect
      .poll(() => antiCode.locator('.scan-outcome').textContent())
      .toBe('El código antifalsificación coincide: el producto es auténtico.');

    const message = page.locator('form[data-form="inquiry"]');
    await message.getByRole('textbox', { name: 'Su pregunta' }).fill('¿Dónde se envasó este lote?');
    await message.getByLabel('Teléfono o correo (opcional)').fill('13812345678');
    await message.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => message.locator('.scan-outcome').textContent()).toBe('Gracias, hemos recibido su mensaje.');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // The brand's staff find the message, its contact masked, in the consumer inquiries.
    const staff = await newPage(browser);
    await signIn(staff.page, server.url);
    await staff.page.goto(`${server.url}/home/querymanage/customerinquire?keyword=${scratch.code}`);
    const row = staff.page.locator('.ant-table-row:visible').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('¿Dónde se envasó este lote?');
    expect(await row.textContent()).toContain('138****5678');
    await staff.context.close();
  });
});
