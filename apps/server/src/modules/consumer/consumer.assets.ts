import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The scan page's stylesheet (inlined into each page) and its script's path in the console's build
 * (`apps/web/vite.scan.config.ts` writes it with a content hash and a manifest); without a build the
 * page still shows the verdict, only its forms wait for the script.
 */
export type PageAssets = { css: string; script: string | null };

/** Where the scan page's build sits under the console's. */
export const SCAN_ASSETS_DIR = 'scan';
const MANIFEST = 'scan-manifest.json';

export function pageAssetsOf(webDist: string): PageAssets {
  const css = fs.readFileSync(createRequire(import.meta.url).resolve('@trace/scan-page/scan-page.css'), 'utf8');
  return { css, script: builtScript(webDist) };
}

function builtScript(webDist: string): string | null {
  const manifest = path.join(webDist, SCAN_ASSETS_DIR, MANIFEST);
  if (!fs.existsSync(manifest)) return null;
  const entries = Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>);
  const entry = entries.find((e) => e.isEntry);
  return entry ? `/${SCAN_ASSETS_DIR}/${entry.file}` : null;
}
