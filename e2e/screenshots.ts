/**
 * Regenerates docs/screenshots (sign-in page and home page, in English and Chinese) from the
 * real product: `npm run screenshots -w @trace/e2e`. Chinese needs a CJK font (fonts-noto-cjk).
 */
import path from 'node:path';
import { launchBrowser } from './support/browser.ts';
import { signIn } from './support/console.ts';
import { startServer } from './support/server.ts';

const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
    await context.addCookies([{ name: 'language', value: language, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('#account_name').waitFor();
    await page.screenshot({ path: path.join(out, `sign-in-${language}.png`) });
    await signIn(page, server.url, 'admin');
    await page.getByTestId('figure-roles').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, `dashboard-${language}.png`) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Screenshots written to ${out}`);
