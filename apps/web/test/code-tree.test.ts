import type { CodeState } from '@trace/contract/codes';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../src/api/codes.ts';
import { ApiError } from '../src/api/http.ts';
import { normaliseCode } from '../src/components/code-lookup.tsx';
import { codeTree, type LoadedChildren, moreKey, parentOfMore, withPage } from '../src/components/code-tree-model.ts';
import { pageHref } from '../src/components/page-link.tsx';

const state = (value: string, level: CodeState['level'], child_count = 0): CodeState => ({
  value,
  level,
  status: 'active',
  order_id: 1,
  seq: 1,
  product_id: null,
  product_name: '',
  lot_no: '',
  produced_at: null,
  expires_at: null,
  holder_type: null,
  holder_id: null,
  holder_name: '',
  dealer_id: null,
  parent: null,
  child_count,
  replaced_by: null,
  scan_count: 0,
  first_scan_at: null,
  last_event_at: null,
});
const titles = { code: (code: CodeState) => code.value, more: (shown: number, total: number) => `${shown}/${total}` };
const page = (list: CodeState[], total: number, n = 1) => ({ list, total, page: n, page_size: 2 });

describe('the contents tree of a code, loaded a page at a time', () => {
  it('shows the first page with a "load more" node, and containers to open later', () => {
    const loaded = withPage(new Map(), 'P', page([state('B1', 'box', 24), state('B2', 'box', 24)], 60));
    const tree = codeTree('P', loaded, titles);
    expect(tree.map((n) => [n.key, n.isLeaf, n.children])).toEqual([
      ['B1', false, undefined],
      ['B2', false, undefined],
      [moreKey('P'), true, undefined],
    ]);
    expect(tree[2]?.title).toBe('2/60');
    expect(parentOfMore(String(tree[2]?.key))).toBe('P');
    expect(parentOfMore('B1')).toBeUndefined();
  });

  it('appends the next page, nests an opened container and drops the "load more" node when all are shown', () => {
    let loaded: LoadedChildren = withPage(new Map(), 'P', page([state('B1', 'box', 2)], 2));
    loaded = withPage(loaded, 'P', page([state('B1', 'box', 2), state('B2', 'box', 0)], 2, 2));
    loaded = withPage(loaded, 'B1', page([state('I1', 'item'), state('I2', 'item')], 2));
    const tree = codeTree('P', loaded, titles);
    expect(tree.map((n) => n.key)).toEqual(['B1', 'B2']);
    expect(tree[0]?.children?.map((n) => [n.key, n.isLeaf])).toEqual([
      ['I1', true],
      ['I2', true],
    ]);
    expect(tree[1]).toMatchObject({ key: 'B2', isLeaf: true });
    // A first page read again (after an operation) replaces what was there.
    expect(codeTree('P', withPage(loaded, 'P', page([state('B9', 'box')], 1)), titles).map((n) => n.key)).toEqual(['B9']);
  });
});

describe('the search box and operation refusals', () => {
  it('reads a typed or scanned code as the server does', () => {
    expect(normaliseCode(' e1abc ')).toBe('E1ABC');
    expect(normaliseCode('https://q.example.com/m/q/E1ABC?x=1')).toBe('E1ABC');
    expect(normaliseCode('a b')).toBeNull();
  });

  it('takes the refused codes of a 409 and nothing else', () => {
    const refused = [{ code: 'A1', reason: 'has_contents', message: 'Still holds codes' }];
    expect(refusalOf(new ApiError('x', 409, { refused, total: 3 }))).toEqual({ refused, total: 3 });
    expect(refusalOf(new ApiError('x', 409, null))).toBeNull();
    expect(refusalOf(new ApiError('x', 422, { refused }))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});

describe('links of the history', () => {
  it('opens a page with its list filtered to what it names', () => {
    expect(pageHref('rulenews', { keyword: 'CO20261124-000002' })).toBe('/home/tagging/rulenews?keyword=CO20261124-000002');
    expect(pageHref('dealer', { keyword: 'Shanghai & Co' })).toBe('/home/base/dealer?keyword=Shanghai+%26+Co');
  });
});
