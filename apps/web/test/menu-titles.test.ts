import { catalogue } from '@trace/contract/catalogue';
import { LANGUAGES } from '@trace/i18n/languages';
import { resources } from '@trace/i18n/resources';
import { describe, expect, it } from 'vitest';

const pages = catalogue.filter((entry) => entry.kind === 'page');

describe('page titles', () => {
  // A tab, the header search and the browser's title show a page by its title alone.
  it.each(LANGUAGES)('%s: no two pages share a title, and no page is titled like the group it sits in', (language) => {
    const title = (key: string) => (resources[language].menu as Record<string, string>)[key] ?? key;
    const byTitle = new Map<string, string[]>();
    for (const page of pages) byTitle.set(title(page.key), [...(byTitle.get(title(page.key)) ?? []), page.key]);
    expect([...byTitle.values()].filter((keys) => keys.length > 1)).toEqual([]);
    expect(pages.filter((page) => title(page.key) === title(page.parent)).map((page) => page.key)).toEqual([]);
  });
});
