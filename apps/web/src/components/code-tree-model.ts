import type { CodeState } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import type { ReactNode } from 'react';

/** Children pages loaded so far, by container: the codes shown and how many there are in all. */
export type LoadedChildren = ReadonlyMap<string, { list: readonly CodeState[]; total: number; page: number }>;

export type CodeTreeNode = {
  key: string;
  title: ReactNode;
  isLeaf: boolean;
  children?: CodeTreeNode[];
  /** The code a node shows; absent on a "load more" node. */
  code?: CodeState;
  /** False on a "load more" node: there is nothing to pick. */
  checkable?: boolean;
};

/** Key of the node that loads the next page of a container's children. */
export const MORE_PREFIX = 'more:';
export const moreKey = (parent: string) => `${MORE_PREFIX}${parent}`;
export const parentOfMore = (key: string) => (key.startsWith(MORE_PREFIX) ? key.slice(MORE_PREFIX.length) : undefined);

/**
 * The tree of a container's contents as far as it is loaded: each loaded code is a node, a
 * container whose children are not loaded yet has none (antd's `loadData` asks for them when it
 * is opened), and a container with more children than loaded ends with a "load more" node.
 */
export function codeTree(
  parent: string,
  loaded: LoadedChildren,
  titles: { code: (code: CodeState) => ReactNode; more: (shown: number, total: number) => ReactNode },
): CodeTreeNode[] {
  const page = loaded.get(parent);
  if (!page) return [];
  const nodes: CodeTreeNode[] = page.list.map((code) => ({
    key: code.value,
    title: titles.code(code),
    isLeaf: code.child_count === 0,
    code,
    ...(loaded.has(code.value) ? { children: codeTree(code.value, loaded, titles) } : {}),
  }));
  if (page.list.length < page.total)
    nodes.push({ key: moreKey(parent), title: titles.more(page.list.length, page.total), isLeaf: true, checkable: false });
  return nodes;
}

/** The loaded children with one more page of `parent` appended (a first page replaces what was there). */
export function withPage(
  loaded: LoadedChildren,
  parent: string,
  next: Page<CodeState>,
): Map<string, { list: CodeState[]; total: number; page: number }> {
  const copy = new Map(loaded as Map<string, { list: CodeState[]; total: number; page: number }>);
  const before = next.page === 1 ? [] : (copy.get(parent)?.list ?? []);
  const seen = new Set(before.map((code) => code.value));
  copy.set(parent, { list: [...before, ...next.list.filter((code) => !seen.has(code.value))], total: next.total, page: next.page });
  return copy;
}
