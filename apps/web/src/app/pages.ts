import { catalogue } from '@trace/contract/catalogue';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The console's catalogue pages, found by file name: `features/<area>/<menu key>-page.tsx`, each
 * loaded when first opened. Only these are routed and shown in the sidebar and header search, so
 * adding a page is adding its file. Sign-in and error pages are routed by the router itself.
 */
const files = import.meta.glob<PageModule>(['../features/**/*-page.tsx', '!../features/errors/**', '!../features/sso/**']);

/** Catalogue keys by their lower case: file names are kebab-case, a few keys are not (`Minderlieferung`). */
const keysByLowerCase = new Map(catalogue.map((entry) => [entry.key.toLowerCase(), entry.key as string]));

/** The menu key a page file is named after (`minderlieferung-page.tsx` is `Minderlieferung`'s page). */
export function pageKeyOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1, -'-page.tsx'.length);
  return keysByLowerCase.get(name.toLowerCase()) ?? name;
}

export const pages: Readonly<Partial<Record<string, () => Promise<PageModule>>>> = Object.fromEntries(
  Object.entries(files).map(([file, load]) => [pageKeyOf(file), load]),
);

/** The menu keys of the pages the console has. */
export const existingPages: ReadonlySet<string> = new Set(Object.keys(pages));
