import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The console's catalogue pages, found by file name: `features/<area>/<menu key>-page.tsx`, each
 * loaded when first opened. Only these are routed and shown in the sidebar and header search, so
 * adding a page is adding its file. Sign-in and error pages are routed by the router itself.
 */
const files = import.meta.glob<PageModule>(['../features/**/*-page.tsx', '!../features/errors/**', '!../features/sso/**']);

/** The menu key a page file is named after. */
export function pageKeyOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'-page.tsx'.length);
}

export const pages: Readonly<Partial<Record<string, () => Promise<PageModule>>>> = Object.fromEntries(
  Object.entries(files).map(([file, load]) => [pageKeyOf(file), load]),
);
