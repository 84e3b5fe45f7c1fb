import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPermission, Permission } from '../src/components/permission.tsx';
import { addView, closeAll, closeOthers, closeView, nextLocation, type TagsState, type View } from '../src/stores/tag-ops.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee, enterprise } from './access-fixtures.ts';

const home: View = { path: '/dashboard', fullPath: '/dashboard', titleKey: 'menu.dashboard', affix: true, noCache: true };
const view = (path: string, query = ''): View => ({ path, fullPath: path + query, titleKey: `menu.${path}` });
const start = (...views: View[]): TagsState => views.reduce(addView, { visited: [], cached: [] });

describe('tag operations', () => {
  it('keeps one tag per path that follows the latest query, and caches only cacheable pages', () => {
    const state = start(home, view('/a', '?x=1'), view('/b'), view('/a', '?x=2'));
    expect(state.visited.map((v) => v.fullPath)).toEqual(['/dashboard', '/a?x=2', '/b']);
    expect(state.cached).toEqual(['/a', '/b']);
  });

  it('never closes a fixed tag', () => {
    const state = start(home, view('/a'));
    expect(closeView(state, '/dashboard')).toBe(state);
  });

  it('closes a tag and its cache', () => {
    const state = closeView(start(home, view('/a'), view('/b')), '/a');
    expect(state.visited.map((v) => v.path)).toEqual(['/dashboard', '/b']);
    expect(state.cached).toEqual(['/b']);
  });

  it('closes the others but keeps fixed tags and their caches', () => {
    const fixedCached = { ...view('/pinned'), affix: true };
    const state = closeOthers(start(home, fixedCached, view('/a'), view('/b')), '/b');
    expect(state.visited.map((v) => v.path)).toEqual(['/dashboard', '/pinned', '/b']);
    expect(state.cached).toEqual(['/pinned', '/b']);
  });

  it('closes all but the fixed tags', () => {
    const state = closeAll(start(home, view('/a'), view('/b')));
    expect(state.visited.map((v) => v.path)).toEqual(['/dashboard']);
    expect(state.cached).toEqual([]);
  });

  it('moves to the last remaining tag, or home, only when the current page lost its tag', () => {
    expect(nextLocation(start(home, view('/a', '?q=1')), '/b')).toBe('/a?q=1');
    expect(nextLocation(start(home, view('/a')), '/a')).toBeNull();
    expect(nextLocation({ visited: [], cached: [] }, '/a')).toBe('/');
    expect(nextLocation({ visited: [], cached: [] }, '/dashboard')).toBe('/redirect/dashboard');
  });
});

describe('permission check', () => {
  afterEach(() => {
    useUserStore.setState({ access: null });
  });

  it('passes on any held role, always for the enterprise account, never for what is switched off', () => {
    expect(checkPermission(employee(['store'], ['store:add']), ['store:add', 'dealer:add'])).toBe(true);
    expect(checkPermission(employee(['store']), ['dealer'])).toBe(false);
    expect(checkPermission(enterprise(), ['dealer'])).toBe(true);
    expect(checkPermission(enterprise(['dealer']), ['dealer', 'dealer:add'])).toBe(false);
    expect(checkPermission(enterprise([], ['dealer:add']), ['dealer:add'])).toBe(false);
    expect(checkPermission(null, ['dealer'])).toBe(false);
  });

  it("throws 'need roles!' for an empty list", () => {
    expect(() => checkPermission(enterprise(), [])).toThrow('need roles!');
  });

  it('shows its children only to holders, follows role changes, and denies an empty list', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    useUserStore.setState({ access: employee(['store']) });
    render(
      <>
        <Permission roles={['store:add']}>
          <button type="button">Add</button>
        </Permission>
        <Permission roles={[]}>
          <button type="button">Never</button>
        </Permission>
      </>,
    );
    expect(screen.queryByText('Add')).toBeNull();
    act(() => useUserStore.setState({ access: employee(['store'], ['store:add']) }));
    expect(screen.queryByText('Add')).not.toBeNull();
    expect(screen.queryByText('Never')).toBeNull();
    act(() => useUserStore.setState({ access: enterprise([], ['store:add']) }));
    expect(screen.queryByText('Add')).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'need roles!' }));
    report.mockRestore();
  });
});
