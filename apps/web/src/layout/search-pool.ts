import { ancestry, routePath, titleKey } from '@trace/contract/catalogue';
import Fuse from 'fuse.js';

export type SearchItem = { title: string[]; path: string };

/**
 * What the header search looks through: every accessible, visible page with the titles of the
 * groups above it, in the current language (hidden pages and their subtrees are not results).
 */
export function searchPool(pages: readonly { key: string; hidden?: boolean }[], translate: (key: string) => string): SearchItem[] {
  return pages
    .filter((page) => !page.hidden)
    .map((page) => ({ title: ancestry(page.key).map((key) => translate(titleKey(key))), path: routePath(page.key) }));
}

/** Fuse as the earlier console set it (threshold 0.4, title weight 0.7, path weight 0.3), so a query finds what it found there. */
export function createSearch(pool: SearchItem[]) {
  const fuse = new Fuse(pool, {
    shouldSort: true,
    threshold: 0.4,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query: string): SearchItem[] => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
